export { StudentsPage as Component } from './StudentsPage.tsx';
