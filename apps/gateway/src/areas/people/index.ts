import { defineArea } from '../area.ts';
import { registerCitizenImportRoutes } from './citizenImport.ts';
import { registerCitizenRoutes } from './citizens.ts';
import { registerParentRoutes } from './parents.ts';
import { registerStudentImportRoutes } from './studentImport.ts';
import { registerStudentRoutes } from './students.ts';
import { registerTeacherImportRoutes } from './teacherImport.ts';
import { registerTeacherRoutes } from './teachers.ts';
import { registerUserImportRoutes } from './userImport.ts';
import { registerUserRoutes } from './users.ts';

export const area = defineArea({
  routes: [
    registerTeacherRoutes,
    registerTeacherImportRoutes,
    registerUserRoutes,
    registerUserImportRoutes,
    registerCitizenRoutes,
    registerCitizenImportRoutes,
    registerStudentRoutes,
    registerStudentImportRoutes,
    registerParentRoutes,
  ],
});
