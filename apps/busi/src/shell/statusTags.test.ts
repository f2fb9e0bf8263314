import type { StatusMachine, StatusOf } from '@school-sports/domain';
import type { StatusKey } from '@school-sports/ui';
import { expectTypeOf, it } from 'vitest';

/** Every state of every status machine of the domain (`enabled`, `endedEarly`, ...). */
type DomainStatus = { [M in StatusMachine]: StatusOf<M> }[StatusMachine];

// The kit imports nothing of ours, so its status tag keeps its own list of statuses; the app uses
// both, so the app holds the check that the two name each state alike (the kit once said `earlyEnd`
// where the domain says `endedEarly`). The type-checker runs it: `tsc -p apps/busi` fails here when
// a domain state has no tag, or has it under another name.
it('shows every state of the domain status machines as a status tag, by the same name', () => {
  expectTypeOf<DomainStatus>().toExtend<StatusKey>();
  expectTypeOf<'endedEarly'>().toExtend<DomainStatus>();
});
