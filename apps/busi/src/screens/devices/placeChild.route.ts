export { VenueChildPage as Component } from './VenueChildPage.tsx';
