export { AccountsPage as Component } from './AccountsPage.tsx';
