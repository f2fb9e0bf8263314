export { CitizenFormPage as Component } from './CitizenFormPage.tsx';
