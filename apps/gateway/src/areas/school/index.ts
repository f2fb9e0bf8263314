import { defineArea } from '../area.ts';
import { registerAcademicYearRoutes } from './academicYears.ts';
import { registerClassRoutes } from './classes.ts';
import { registerClassImportRoutes } from './classImport.ts';
import { registerGradeRoutes } from './grades.ts';
import { registerPromotionRoutes } from './promotion.ts';

export const area = defineArea({
  routes: [
    registerAcademicYearRoutes,
    registerGradeRoutes,
    registerClassRoutes,
    registerClassImportRoutes,
    registerPromotionRoutes,
  ],
});
