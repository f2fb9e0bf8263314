import { describe, expect, it } from 'vitest';
import {
  canTransition,
  checkTransition,
  initialStatus,
  isStatus,
  nextStates,
  STATUS_MACHINES,
  type StatusMachine,
  statusesOf,
  statusLabel,
} from './status.ts';

describe('status machines', () => {
  it('lets staff toggle enablement, validity, grouping and registration', () => {
    expect(canTransition('enablement', 'enabled', 'disabled')).toBe(true);
    expect(canTransition('enablement', 'disabled', 'enabled')).toBe(true);
    expect(canTransition('validity', 'invalid', 'valid')).toBe(true);
    expect(canTransition('grouping', 'grouped', 'ungrouped')).toBe(true);
    expect(canTransition('registration', 'unregistered', 'registered')).toBe(true);
  });

  it('moves progress forward only, and ends for good', () => {
    expect(nextStates('progress', 'notStarted')).toEqual(['inProgress']);
    expect(nextStates('progress', 'inProgress')).toEqual(['ended', 'endedEarly']);
    expect(nextStates('progress', 'ended')).toEqual([]);
    expect(canTransition('progress', 'inProgress', 'endedEarly')).toBe(true);
    expect(canTransition('progress', 'notStarted', 'ended')).toBe(false);
    expect(canTransition('progress', 'ended', 'inProgress')).toBe(false);
  });

  it('says why a change is refused', () => {
    expect(checkTransition('progress', 'inProgress', 'ended')).toEqual({ allowed: true });
    expect(checkTransition('progress', 'ended', 'inProgress')).toEqual({
      allowed: false,
      reason: 'status.refused.final',
      values: { machine: 'progress', from: 'ended', to: 'inProgress' },
    });
    expect(checkTransition('progress', 'notStarted', 'endedEarly')).toMatchObject({
      reason: 'status.refused.notAllowed',
    });
    expect(checkTransition('enablement', 'enabled', 'enabled')).toMatchObject({ reason: 'status.refused.unchanged' });
    expect(checkTransition('enablement', 'enabled', 'archived')).toMatchObject({ reason: 'status.refused.unknown' });
    expect(checkTransition('enablement', 'toString', 'enabled')).toMatchObject({ reason: 'status.refused.unknown' });
  });

  it('labels states and knows where records start', () => {
    expect(statusLabel('progress', 'endedEarly')).toBe('status.progress.endedEarly');
    expect(initialStatus('grouping')).toBe('ungrouped');
    expect(statusesOf('progress')).toEqual(['notStarted', 'inProgress', 'ended', 'endedEarly']);
    expect(isStatus('validity', 'valid')).toBe(true);
    expect(isStatus('validity', 3)).toBe(false);
  });

  it('keeps every transition inside its machine', () => {
    for (const machine of Object.keys(STATUS_MACHINES) as StatusMachine[]) {
      const states = statusesOf(machine);
      expect(states).toContain(initialStatus(machine));
      for (const state of states) for (const next of nextStates(machine, state)) expect(states).toContain(next);
    }
  });

  it('refuses unknown machines and states with a DomainError', () => {
    expect(() => canTransition('colour' as never, 'a', 'b')).toThrow(
      expect.objectContaining({ code: 'status.error.machine' }),
    );
    expect(() => nextStates('progress', 'paused' as never)).toThrow(
      expect.objectContaining({ code: 'status.error.state' }),
    );
    expect(() => statusLabel('progress', 'paused' as never)).toThrow(
      expect.objectContaining({ code: 'status.error.state' }),
    );
    expect(() => initialStatus('colour' as never)).toThrow(expect.objectContaining({ code: 'status.error.machine' }));
  });
});
