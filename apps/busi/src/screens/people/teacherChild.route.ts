export { TeacherFormPage as Component } from './TeacherFormPage.tsx';
