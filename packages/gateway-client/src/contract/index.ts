import * as system from './system.ts';

export * from './endpoint.ts';
export { health } from './system.ts';

/** Every endpoint of the gateway, by name. */
export const contract = { ...system };
