import { STATUS_MACHINES, type StatusMachine, type StatusOf, statusesOf } from '@school-sports/domain';
import { isStatusKey, type StatusKey } from '@school-sports/ui';
import { describe, expect, expectTypeOf, it } from 'vitest';

/** Every state of every status machine of the domain (`enabled`, `endedEarly`, ...). */
type DomainStatus = { [M in StatusMachine]: StatusOf<M> }[StatusMachine];

// The kit imports nothing of ours, so its status tag keeps its own list of statuses; the app uses
// both, so the app holds the check that the two name each state alike (the kit once said `earlyEnd`
// where the domain says `endedEarly`). The type-checker holds the declared types to it; the run holds
// the lists themselves, which a cast or a state added at run time would slip past the types.
describe('the status tags', () => {
  it.each(Object.keys(STATUS_MACHINES) as StatusMachine[])('show every state of the %s machine', (machine) => {
    const states: string[] = statusesOf(machine);
    expect(states.length).toBeGreaterThan(1);
    expect(states.filter((state) => !isStatusKey(state))).toEqual([]);
  });

  it('name each state as the domain does, in the types too', () => {
    expectTypeOf<DomainStatus>().toExtend<StatusKey>();
    expect(isStatusKey('earlyEnd')).toBe(false);
  });
});
