export { createGatewayClient, type GatewayClient, type GatewayClientOptions, type RowsReader } from './client.ts';
export * from './contract/index.ts';
export { GatewayError, type GatewayErrorKind, type GatewayRefusal } from './errors.ts';
