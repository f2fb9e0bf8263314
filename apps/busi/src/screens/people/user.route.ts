export { UsersPage as Component } from './UsersPage.tsx';
