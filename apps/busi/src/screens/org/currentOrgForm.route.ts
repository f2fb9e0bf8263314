export { CurrentOrgFormPage as Component } from './CurrentOrgFormPage.tsx';
