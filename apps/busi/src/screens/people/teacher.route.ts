export { TeachersPage as Component } from './TeachersPage.tsx';
