export { ParentsPage as Component } from './ParentsPage.tsx';
