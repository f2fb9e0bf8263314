export { RoleChildPage as Component } from './RoleChildPage.tsx';
