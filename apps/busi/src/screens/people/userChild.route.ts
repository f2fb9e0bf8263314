export { UserFormPage as Component } from './UserFormPage.tsx';
