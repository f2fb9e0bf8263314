export { AcademicYearFormPage as Component } from './AcademicYearFormPage.tsx';
