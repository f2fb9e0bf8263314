export { NotFoundPage as Component } from './NotFoundPage.tsx';
