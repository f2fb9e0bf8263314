export { CollegesPage as Component } from './CollegesPage.tsx';
