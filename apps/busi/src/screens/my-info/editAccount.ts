export { PasswordPage as Component } from './PasswordPage.tsx';
