import { defineArea } from '../area.ts';
import { registerRoleRoutes } from './roles.ts';

export const area = defineArea({
  routes: [registerRoleRoutes],
});
