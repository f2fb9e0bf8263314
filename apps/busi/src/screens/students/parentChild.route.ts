export { ParentFormPage as Component } from './ParentFormPage.tsx';
