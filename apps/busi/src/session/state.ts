import type { DataOf, getUserInfo } from '@school-sports/gateway-client';
import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** The user info of SPEC 3, as the gateway answers it. */
export type UserInfo = DataOf<typeof getUserInfo>;

/** A session's tokens as stored in the browser (SPEC 4: "stored"). */
export interface StoredToken {
  tokenType: string;
  accessToken: string;
  refreshToken: string;
  /** When the access token expires, in ms since the epoch. */
  expiresAt: number;
}

const storage = createJSONStorage<StoredToken | null>(() => globalThis.localStorage);

/** The session's tokens, kept across reloads. */
export const tokenAtom = atomWithStorage<StoredToken | null>('busi.token', null, storage, { getOnInit: true });

/** The signed-in person's user info; loaded after sign-in and on every language change. */
export const userInfoAtom = atom<UserInfo | null>(null);

/** A message to show once on the next screen: a catalogue id, or a server's text as it came. */
export type Notice = ({ messageId: string } | { text: string }) & { tone: 'warning' | 'error' | 'success' };

/**
 * The notice to show once on the next screen (e.g. why the person was sent to the login page).
 * Kept in the tab's session storage: the sign-in page and the app are separate page loads.
 */
export const noticeAtom = atomWithStorage<Notice | null>(
  'busi.notice',
  null,
  createJSONStorage<Notice | null>(() => globalThis.sessionStorage),
  { getOnInit: true },
);

/** The one store of session state; loaders and the client read it outside React. */
export const appStore = createStore();
