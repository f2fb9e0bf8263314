import { defineArea } from '../area.ts';
import { registerMobileRoutes } from './mobile.ts';
import { registerMobileSignInRoutes } from './signIn.ts';

export const area = defineArea({
  routes: [registerMobileSignInRoutes, registerMobileRoutes],
});
