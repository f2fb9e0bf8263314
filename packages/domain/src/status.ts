import { DomainError } from './errors.ts';
import type { DomainMessageId, MessageValues } from './messages/index.ts';

/**
 * Every status of the product and the changes staff may make, in one place (the product names the
 * statuses; the transitions between them are our design, see the package README):
 * - `enablement` (accounts, organisations, devices, banners...): enabled ⇄ disabled.
 * - `progress` (tests, competitions, homework, meets): not started → in progress → ended, or
 *   in progress → ended early. A plan that has not started is edited or deleted, not ended; an
 *   ended one is final.
 * - `grouping` (meet entrants into heats): ungrouped → grouped, and back to regroup.
 * - `validity` (results, records, activation codes): valid ⇄ invalid, so a mistaken
 *   invalidation can be undone.
 * - `registration` (athletes, test bookings): unregistered ⇄ registered (withdrawal).
 * - `publication` (wiki articles): draft ⇄ published, so an article may be withdrawn to rework.
 */
export const STATUS_MACHINES = {
  enablement: {
    initial: 'enabled',
    transitions: { enabled: ['disabled'], disabled: ['enabled'] },
  },
  progress: {
    initial: 'notStarted',
    transitions: { notStarted: ['inProgress'], inProgress: ['ended', 'endedEarly'], ended: [], endedEarly: [] },
  },
  grouping: {
    initial: 'ungrouped',
    transitions: { ungrouped: ['grouped'], grouped: ['ungrouped'] },
  },
  validity: {
    initial: 'valid',
    transitions: { valid: ['invalid'], invalid: ['valid'] },
  },
  registration: {
    initial: 'unregistered',
    transitions: { unregistered: ['registered'], registered: ['unregistered'] },
  },
  publication: {
    initial: 'draft',
    transitions: { draft: ['published'], published: ['draft'] },
  },
} as const satisfies Record<string, { initial: string; transitions: Record<string, readonly string[]> }>;

/** One of the status machines of {@link STATUS_MACHINES}. */
export type StatusMachine = keyof typeof STATUS_MACHINES;

/** The states of a machine (e.g. `StatusOf<'progress'>` is `'notStarted' | 'inProgress' | ...`). */
export type StatusOf<M extends StatusMachine> = keyof (typeof STATUS_MACHINES)[M]['transitions'] & string;

type Transitions = Readonly<Record<string, readonly string[]>>;

function transitionsOf(machine: StatusMachine): Transitions {
  const definition = (STATUS_MACHINES as Record<string, { transitions: Transitions }>)[machine];
  if (!definition) throw new DomainError('status.error.machine', { machine: String(machine) });
  return definition.transitions;
}

/**
 * The states of a machine, in definition order.
 *
 * @throws DomainError `status.error.machine` for an unknown machine.
 */
export function statusesOf<M extends StatusMachine>(machine: M): StatusOf<M>[] {
  return Object.keys(transitionsOf(machine)) as StatusOf<M>[];
}

/** Whether `value` is a state of `machine`. */
export function isStatus<M extends StatusMachine>(machine: M, value: unknown): value is StatusOf<M> {
  return typeof value === 'string' && Object.hasOwn(transitionsOf(machine), value);
}

/** The state a new record of the machine starts in. */
export function initialStatus<M extends StatusMachine>(machine: M): StatusOf<M> {
  transitionsOf(machine);
  return STATUS_MACHINES[machine].initial as StatusOf<M>;
}

/**
 * The states reachable in one step from `from` (empty for a final state).
 *
 * @throws DomainError `status.error.machine` for an unknown machine, `status.error.state` for an
 *   unknown state.
 */
export function nextStates<M extends StatusMachine>(machine: M, from: StatusOf<M>): StatusOf<M>[] {
  const transitions = transitionsOf(machine);
  if (!isStatus(machine, from)) throw new DomainError('status.error.state', { machine, state: String(from) });
  return [...(transitions[from] as readonly StatusOf<M>[])];
}

/** The answer of {@link checkTransition}. */
export type TransitionCheck =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: DomainMessageId; readonly values: MessageValues };

/**
 * Whether a status may change from `from` to `to`, and if not, why: `status.refused.unknown` (a
 * state the machine does not have), `status.refused.unchanged` (already in that state),
 * `status.refused.final` (from a final state such as ended), `status.refused.notAllowed` (any
 * other change the table lacks). `values` carry the machine and both states.
 *
 * @throws DomainError `status.error.machine` for an unknown machine.
 */
export function checkTransition<M extends StatusMachine>(machine: M, from: string, to: string): TransitionCheck {
  const transitions = transitionsOf(machine);
  const values = { machine, from: String(from), to: String(to) };
  if (!isStatus(machine, from) || !isStatus(machine, to))
    return { allowed: false, reason: 'status.refused.unknown', values };
  if (from === to) return { allowed: false, reason: 'status.refused.unchanged', values };
  const allowed = transitions[from] as readonly string[];
  if (allowed.includes(to)) return { allowed: true };
  return {
    allowed: false,
    reason: allowed.length === 0 ? 'status.refused.final' : 'status.refused.notAllowed',
    values,
  };
}

/**
 * Whether a status may change from `from` to `to` (see {@link checkTransition} for the reason).
 *
 * @throws DomainError `status.error.machine` for an unknown machine.
 */
export function canTransition<M extends StatusMachine>(machine: M, from: string, to: string): boolean {
  return checkTransition(machine, from, to).allowed;
}

/**
 * The message id of a state's label (`status.progress.endedEarly` → 提前结束 / Ended early).
 *
 * @throws DomainError `status.error.machine` or `status.error.state` for unknown input.
 */
export function statusLabel<M extends StatusMachine>(machine: M, state: StatusOf<M>): DomainMessageId {
  if (!isStatus(machine, state)) throw new DomainError('status.error.state', { machine, state: String(state) });
  return `status.${machine}.${state}` as DomainMessageId;
}
