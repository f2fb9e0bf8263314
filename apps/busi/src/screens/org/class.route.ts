export { ClassListPage as Component } from './ClassListPage.tsx';
