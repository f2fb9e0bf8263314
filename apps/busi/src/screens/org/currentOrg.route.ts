export { CurrentOrgPage as Component } from './CurrentOrgPage.tsx';
