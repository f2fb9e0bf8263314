export { StudentFormPage as Component } from './StudentFormPage.tsx';
