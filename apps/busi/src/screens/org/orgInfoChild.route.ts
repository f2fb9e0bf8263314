export { OrgChildPage as Component } from './OrgChildPage.tsx';
