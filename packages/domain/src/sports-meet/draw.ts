import { DomainError } from '../errors.ts';

/** A source of random numbers in [0, 1), like `Math.random`; injected so draws can be replayed. */
export type RandomSource = () => number;

/**
 * A copy of `items` in an order drawn by lot (Fisher-Yates shuffle with `random`).
 *
 * @throws DomainError `sportsMeet.error.random` if `random` returns anything outside [0, 1).
 */
export function drawLots<T>(items: readonly T[], random: RandomSource): T[] {
  const drawn = [...items];
  for (let index = drawn.length - 1; index > 0; index--) {
    const roll = random();
    if (typeof roll !== 'number' || !(roll >= 0 && roll < 1)) {
      throw new DomainError('sportsMeet.error.random', { value: String(roll) });
    }
    const other = Math.floor(roll * (index + 1));
    [drawn[index], drawn[other]] = [drawn[other] as T, drawn[index] as T];
  }
  return drawn;
}
