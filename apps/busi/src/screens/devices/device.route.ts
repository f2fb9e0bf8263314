export { DeviceListPage as Component } from './DeviceListPage.tsx';
