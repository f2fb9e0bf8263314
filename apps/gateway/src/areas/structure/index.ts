import { defineArea } from '../area.ts';
import { registerCollegeRoutes } from './colleges.ts';
import { registerDepartmentRoutes } from './departments.ts';

export const area = defineArea({
  routes: [registerDepartmentRoutes, registerCollegeRoutes],
});
