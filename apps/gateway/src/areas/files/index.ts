import { defineArea } from '../area.ts';
import { registerFileRoutes } from './files.ts';

export const area = defineArea({
  routes: [registerFileRoutes],
});
