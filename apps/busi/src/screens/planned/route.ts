export { PlannedPage as Component } from './PlannedPage.tsx';
