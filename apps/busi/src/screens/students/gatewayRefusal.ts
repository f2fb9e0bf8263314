import type { DomainMessageId } from '@school-sports/domain';
import { GatewayError } from '@school-sports/gateway-client';

/**
 * Whether a failed call is the gateway's refusal `id` (with `values`, when given). The gateway names
 * its refusals by message id, so a screen places a refusal on its field without reading its words.
 */
export function isRefusal(error: unknown, id: DomainMessageId, values?: Record<string, string | number>): boolean {
  return error instanceof GatewayError && error.isRefusal(id, values);
}
