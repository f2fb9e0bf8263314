import { defineArea } from '../area.ts';
import { registerMenuRoutes } from './menus.ts';

export const area = defineArea({
  routes: [registerMenuRoutes],
});
