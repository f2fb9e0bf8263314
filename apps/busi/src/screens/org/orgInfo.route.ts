export { OrgListPage as Component } from './OrgListPage.tsx';
