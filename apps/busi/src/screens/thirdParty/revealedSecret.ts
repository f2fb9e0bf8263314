import type { DataOf, partnerRotateSecret } from '@school-sports/gateway-client';

/** A secret the gateway answered once, with the partner's name, for the list to show. */
export type RevealedSecret = DataOf<typeof partnerRotateSecret> & { name: string };

/**
 * The secret a new partner was just given, handed from the form to the list it goes back to; the
 * list takes it once. Kept in memory only: never stored, never in an address.
 */
let waiting: RevealedSecret | null = null;

export function revealOnList(secret: RevealedSecret): void {
  waiting = secret;
}

export function takeRevealedSecret(): RevealedSecret | null {
  const taken = waiting;
  waiting = null;
  return taken;
}
