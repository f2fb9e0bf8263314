export { DepartmentsPage as Component } from './DepartmentsPage.tsx';
