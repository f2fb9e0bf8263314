import * as auth from './auth.ts';
import * as org from './org.ts';
import * as system from './system.ts';

export * from './auth.ts';
export * from './endpoint.ts';
export * from './org.ts';
export { health } from './system.ts';

/** Every endpoint of the gateway, by name. */
export const contract = {
  health: system.health,
  captchaImage: auth.captchaImage,
  login: auth.login,
  refreshToken: auth.refreshToken,
  logout: auth.logout,
  platformLogin: auth.platformLogin,
  getUserInfo: auth.getUserInfo,
  switchOrg: auth.switchOrg,
  switchRole: auth.switchRole,
  getSimpleInfo: auth.getSimpleInfo,
  postSimpleInfo: auth.postSimpleInfo,
  editUser: auth.editUser,
  editAccount: auth.editAccount,
  currentOrgDetail: org.currentOrgDetail,
};
