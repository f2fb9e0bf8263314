import { createGatewayClient } from '@school-sports/gateway-client';
import { initialLocale } from '../i18n/locale.ts';
import { appStore, noticeAtom, tokenAtom, userInfoAtom } from './state.ts';

/** Clears the session everywhere: tokens, user info. */
export function clearSession(): void {
  appStore.set(tokenAtom, null);
  appStore.set(userInfoAtom, null);
}

/** The gateway client of the app: session headers from the store, the language chosen. */
export const gateway = createGatewayClient({
  getToken: () => {
    const token = appStore.get(tokenAtom);
    return token ? { tokenType: token.tokenType, accessToken: token.accessToken } : undefined;
  },
  getOrgId: () => appStore.get(userInfoAtom)?.currentAccount?.orgId,
  getLocale: () => initialLocale(),
  platform: 'busi-web',
  onUnauthorized: () => {
    // SPEC 8: an expired session clears what is stored and returns to the login page with the message.
    if (!appStore.get(tokenAtom)) return;
    clearSession();
    appStore.set(noticeAtom, { messageId: 'auth.sessionExpired', tone: 'warning' });
    globalThis.dispatchEvent(new CustomEvent('busi:signed-out'));
  },
});
