import { defineArea } from '../area.ts';
import { registerHomeRoutes } from './home.ts';

export const area = defineArea({
  routes: [registerHomeRoutes],
});
