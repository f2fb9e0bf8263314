export { ProfilePage as Component } from './ProfilePage.tsx';
