import { defineArea } from '../area.ts';
import { registerMyInfoRoutes } from './myInfo.ts';

export const area = defineArea({
  routes: [registerMyInfoRoutes],
});
