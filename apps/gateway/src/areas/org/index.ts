import { defineArea } from '../area.ts';
import { registerCurrentOrgRoutes } from './currentOrg.ts';
import { registerOrgRoutes } from './org.ts';

export const area = defineArea({
  routes: [registerCurrentOrgRoutes, registerOrgRoutes],
});
