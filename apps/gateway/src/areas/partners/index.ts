import { defineArea } from '../area.ts';
import { registerPartnerRoutes } from './partners.ts';

export const area = defineArea({
  routes: [registerPartnerRoutes],
});
