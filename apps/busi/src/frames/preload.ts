import { HOME_SCREEN, TYPE_PATHS } from '@school-sports/domain';
import { preloadScreen } from '../screens/registry.ts';

/** The frames' first address segments: one per organisation type, and the single frame. */
const FRAMES: readonly string[] = [...TYPE_PATHS.map((typePath) => typePath.slice(1)), 'single'];

/**
 * Starts loading what a frame's page at `path` (without the base: `/k12/org/class`) shows: the
 * root layout, the frame, its pages' error boundary and the screen with its texts. `main.tsx`
 * asks for them as the page loads, beside the app's code and the user info; the router's lazy
 * routes, which could only ask once the user info has told it the frame's routes, then find them
 * loaded.
 */
export function preloadPage(path: string): void {
  const [, frame = '', ...below] = path.split('/');
  if (!FRAMES.includes(frame)) return;
  // First what the router's first navigation waits for: the root layout, and the route that
  // catches the address until the frame's routes are added.
  import('../shell/RootLayout.tsx').catch(() => undefined);
  import('../screens/not-found/route.ts').catch(() => undefined);
  import('./FrameLayout.tsx').catch(() => undefined);
  import('../screens/status/route.ts').catch(() => undefined);
  const page = below.join('/');
  if (page === HOME_SCREEN) import('../screens/home/route.ts').catch(() => undefined);
  else preloadScreen(page);
}
