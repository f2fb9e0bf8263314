import { buildMenuTree, firstMenuPath, flattenMenuTree, isFunPathAllowed, type ServerMenuItem } from './menu.ts';
import type { TypePath } from './organisation.ts';

/**
 * The home page of a frame, below its type path: the organisation's key counts and the screens most
 * used. Every role that has a menu has it; it is no menu function, so no role needs to be granted it.
 */
export const HOME_SCREEN = 'home';

/** The address of a frame's home page: `/k12` → `/k12/home`. */
export function homePath(typePath: TypePath): string {
  return `${typePath}/${HOME_SCREEN}`;
}

/**
 * The screens of the single frame (`/single/...`): the sports meets alone, for whoever runs a meet
 * without the rest of the back-office. The menu catalogue's single frame holds exactly these.
 */
export const SINGLE_FRAME_SCREENS: readonly string[] = ['sportsMeet'];

/** The single frame's path (`FRAME_PATHS.single`), written here so the sign-in page need not load the organisation rules. */
const SINGLE_FRAME_PATH = '/single';

/** Where a person goes once signed in. */
export type SignInDestination =
  /** Straight into the frame: the redirect path if the menus allow it, else the frame's home page. */
  | { readonly kind: 'frame'; readonly path: string }
  /** Several accounts or roles: the personal centre, to choose. */
  | { readonly kind: 'chooseAccount'; readonly path: '/myInfo/base' }
  /** Nothing to open: the "No role permissions available" warning, and back to the login form. */
  | { readonly kind: 'noMenus' };

/** The parts of the user info the decision reads. */
export interface SignInState {
  readonly accounts: ReadonlyArray<{ readonly roles: ReadonlyArray<unknown> }>;
  readonly currentTypePath: TypePath | '';
  readonly menuTree: readonly ServerMenuItem[];
}

/**
 * After sign-in, exactly one account with one role goes to its frame (to `redirect` when that path
 * is one of its menus or the home page, else to the frame's home page), or gets the no-menus warning
 * when its role grants nothing; anyone else chooses an account and role in the personal centre.
 *
 * @param redirect an app path such as `/k12/org/class` the person asked for before signing in.
 */
export function signInDestination(state: SignInState, redirect?: string | null): SignInDestination {
  if (state.accounts.length === 0) return { kind: 'noMenus' };
  const only = state.accounts.length === 1 ? state.accounts[0] : undefined;
  if (only?.roles.length !== 1 || state.currentTypePath === '') return { kind: 'chooseAccount', path: '/myInfo/base' };
  return frameDestination(state, redirect);
}

/**
 * Where the current account and role lead within their frame: `redirect` when it is one of the
 * role's menus or the home page, else the home page; no menus (or no frame chosen) gives `noMenus`.
 * Used after sign-in and after switching organisation or role.
 */
export function frameDestination(
  state: Pick<SignInState, 'currentTypePath' | 'menuTree'>,
  redirect?: string | null,
): Exclude<SignInDestination, { kind: 'chooseAccount' }> {
  if (state.currentTypePath === '') return { kind: 'noMenus' };
  const { roots } = buildMenuTree(state.menuTree, { typePath: state.currentTypePath });
  if (!firstMenuPath(roots)) return { kind: 'noMenus' };
  // The single frame's screens open under `/single` too, for any role that has them.
  const single = `${SINGLE_FRAME_PATH}/`;
  const inSingle = redirect?.startsWith(single) ? redirect.slice(single.length).split(/[?#]/)[0] : undefined;
  const singleScreen = SINGLE_FRAME_SCREENS.find(
    (screen) => inSingle !== undefined && (inSingle === screen || inSingle.startsWith(`${screen}/`)),
  );
  if (singleScreen !== undefined && isFunPathAllowed(singleScreen, roots)) {
    return { kind: 'frame', path: redirect as string };
  }
  // A role whose every screen is the single frame's (a meets-only role) works there, not in a frame
  // of the whole back-office whose home page would show it nothing.
  const screens = flattenMenuTree(roots)
    .filter((node) => node.children.length === 0)
    .map((node) => node.serverPath)
    .filter((path) => path !== '');
  if (screens.length > 0 && screens.every((path) => SINGLE_FRAME_SCREENS.includes(path))) {
    return { kind: 'frame', path: `${single}${screens[0]}` };
  }
  const prefix = `${state.currentTypePath}/`;
  const asked = redirect?.startsWith(prefix) ? redirect.slice(prefix.length).split(/[?#]/)[0] : undefined;
  if (asked !== undefined && (asked === HOME_SCREEN || isFunPathAllowed(asked, roots))) {
    return { kind: 'frame', path: redirect as string };
  }
  return { kind: 'frame', path: homePath(state.currentTypePath) };
}
