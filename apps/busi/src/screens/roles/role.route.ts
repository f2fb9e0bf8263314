export { RoleListPage as Component } from './RoleListPage.tsx';
