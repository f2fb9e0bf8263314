import { defineArea } from '../area.ts';
import { registerJobRoutes } from './jobs.ts';

export const area = defineArea({
  routes: [registerJobRoutes],
});
