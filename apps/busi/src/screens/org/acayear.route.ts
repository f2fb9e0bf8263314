export { AcademicYearsPage as Component } from './AcademicYearsPage.tsx';
