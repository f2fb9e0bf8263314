import { defineArea } from '../area.ts';
import { registerAuthRoutes } from './auth.ts';

export const area = defineArea({
  routes: [registerAuthRoutes],
});
