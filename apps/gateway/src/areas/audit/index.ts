import { defineArea } from '../area.ts';
import { registerAuditRoutes } from './audit.ts';

export const area = defineArea({
  routes: [registerAuditRoutes],
});
