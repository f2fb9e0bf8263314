import { defineArea } from '../area.ts';
import { registerDeviceImportRoutes } from './deviceImport.ts';
import { registerDeviceRoutes } from './devices.ts';
import { registerVenueRoutes } from './venues.ts';

export const area = defineArea({
  routes: [registerVenueRoutes, registerDeviceRoutes, registerDeviceImportRoutes],
});
