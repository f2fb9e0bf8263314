export { VenueListPage as Component } from './VenueListPage.tsx';
