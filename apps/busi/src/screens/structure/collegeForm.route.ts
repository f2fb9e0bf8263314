export { CollegeFormPage as Component } from './CollegeFormPage.tsx';
