export { CitizensPage as Component } from './CitizensPage.tsx';
