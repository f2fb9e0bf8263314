export { LoginPage as Component } from './LoginPage.tsx';
