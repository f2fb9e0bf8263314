export { MajorsPage as Component } from './MajorsPage.tsx';
