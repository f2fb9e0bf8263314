export { DeviceChildPage as Component } from './DeviceChildPage.tsx';
