export { ClassFormPage as Component } from './ClassFormPage.tsx';
