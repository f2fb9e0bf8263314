export { MajorFormPage as Component } from './MajorFormPage.tsx';
