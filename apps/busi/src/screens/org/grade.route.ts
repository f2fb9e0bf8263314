export { GradesPage as Component } from './GradesPage.tsx';
