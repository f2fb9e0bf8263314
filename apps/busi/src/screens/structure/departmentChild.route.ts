export { DepartmentChildPage as Component } from './DepartmentChildPage.tsx';
