/**
 * What every frame route carries: it needs a session, and it belongs to one menu function (the
 * role's buttons on the screen are looked up by that function's path). In a module of its own so
 * that screens and the permission hooks can read it without importing the frame's route table,
 * which imports every screen.
 */
export interface FrameRouteHandle {
  requiresAuth: true;
  funPath: string;
  /** A small form shown over its list: the list stays as it was, scrolled where it was. */
  overlay?: true;
}
