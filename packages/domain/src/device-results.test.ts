import { describe, expect, it } from 'vitest';
import {
  DEVICE_RESULT_LIMITS,
  deviceBatchIdSchema,
  deviceReadingSchema,
  deviceReadingsSchema,
  measuredAtProblem,
} from './device-results.ts';
import { isMeasurementValue, isPhysiqueMeasurement, PHYSIQUE_MEASUREMENTS } from './physique/measurements.ts';
import { issueIdsOf } from './test-support.ts';

const reading = { studentNumber: 'S2026001', item: 'sprint50m', value: 8.7, measuredAt: '2026-11-20T09:30:00+08:00' };

describe('a batch id', () => {
  it('takes 1 to 64 letters, digits, - or _ (a UUID fits)', () => {
    for (const id of ['a', 'run-1', 'RUN_2', '3f2b8c1e-7d4a-4e0b-9a55-0c1d2e3f4a5b', 'x'.repeat(64)]) {
      expect(deviceBatchIdSchema.parse(id)).toBe(id);
    }
  });

  it('refuses empty, longer, spaced, other characters and control characters', () => {
    for (const id of ['', 'x'.repeat(65), 'run 1', 'run/1', '批次', 'run\u00001', 7]) {
      expect(issueIdsOf(deviceBatchIdSchema, id), String(id)).toContain('deviceResult.batchId');
    }
  });
});

describe('a reading', () => {
  it('takes each measurement of the standard in its unit, a time with its offset and a student number', () => {
    expect(deviceReadingSchema.parse(reading)).toEqual(reading);
    expect(deviceReadingSchema.parse({ ...reading, item: 'sitAndReach', value: -3.5 }).value).toBe(-3.5);
    expect(deviceReadingSchema.parse({ ...reading, item: 'run1000m', value: 235.4 }).value).toBe(235.4);
    expect(deviceReadingSchema.parse({ ...reading, measuredAt: '2026-11-20T01:30:00Z' }).measuredAt).toBe(
      '2026-11-20T01:30:00Z',
    );
  });

  it('refuses what the measurement cannot take, naming the value', () => {
    for (const [item, value] of [
      ['sprint50m', 0],
      ['height', -1],
      ['sitUps', 30.5],
      ['pullUps', -1],
      ['run800m', 0],
      ['vitalCapacity', DEVICE_RESULT_LIMITS.value.max + 1],
      ['sitAndReach', DEVICE_RESULT_LIMITS.value.min - 1],
      ['sprint50m', Number.NaN],
      ['sprint50m', '8.7'],
    ] as const) {
      expect(issueIdsOf(deviceReadingSchema, { ...reading, item, value }), `${item} ${value}`).toContain(
        'deviceResult.value',
      );
    }
  });

  it('refuses a measurement the standard does not record (BMI is made from height and weight)', () => {
    for (const item of ['bmi', 'marathon', '', 3]) {
      expect(issueIdsOf(deviceReadingSchema, { ...reading, item })).toContain('deviceResult.item');
    }
  });

  it('refuses a time without its offset, or that is no time', () => {
    for (const measuredAt of ['2026-11-20T09:30:00', '2026-11-20 09:30', 'yesterday', '', 1_700_000_000]) {
      expect(issueIdsOf(deviceReadingSchema, { ...reading, measuredAt }), String(measuredAt)).toContain(
        'deviceResult.measuredAt',
      );
    }
  });
});

describe('a batch of readings', () => {
  it(`holds 1 to ${DEVICE_RESULT_LIMITS.perBatch}`, () => {
    expect(deviceReadingsSchema.parse([reading])).toHaveLength(1);
    expect(deviceReadingsSchema.parse(Array(DEVICE_RESULT_LIMITS.perBatch).fill(reading))).toHaveLength(500);
    for (const readings of [[], Array(DEVICE_RESULT_LIMITS.perBatch + 1).fill(reading), 'all', null]) {
      expect(issueIdsOf(deviceReadingsSchema, readings)).toContain('deviceResult.count');
    }
  });
});

describe('when a reading was taken', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

  it('may run ahead of the clock by a device clock’s drift, and go back over a summer offline', () => {
    expect(measuredAtProblem(now, now)).toBeNull();
    expect(measuredAtProblem(at(DEVICE_RESULT_LIMITS.aheadMs), now)).toBeNull();
    expect(measuredAtProblem(at(-DEVICE_RESULT_LIMITS.behindMs), now)).toBeNull();
    expect(measuredAtProblem(at(-90 * 24 * 60 * 60 * 1000), now)).toBeNull();
  });

  it('is refused further ahead, or further back', () => {
    expect(measuredAtProblem(at(DEVICE_RESULT_LIMITS.aheadMs + 1), now)).toBe('ahead');
    expect(measuredAtProblem(at(-DEVICE_RESULT_LIMITS.behindMs - 1), now)).toBe('tooOld');
  });
});

describe('the measurements', () => {
  it('are height and weight and every item but BMI, which they make', () => {
    expect(PHYSIQUE_MEASUREMENTS).toContain('height');
    expect(PHYSIQUE_MEASUREMENTS).toContain('weight');
    expect(PHYSIQUE_MEASUREMENTS).not.toContain('bmi');
    expect(PHYSIQUE_MEASUREMENTS.every(isPhysiqueMeasurement)).toBe(true);
    expect(isPhysiqueMeasurement('bmi')).toBe(false);
    expect(isPhysiqueMeasurement('toString')).toBe(false);
  });

  it('check a value by the measurement’s own rule', () => {
    expect(isMeasurementValue('ropeSkipping', 120)).toBe(true);
    expect(isMeasurementValue('ropeSkipping', 120.5)).toBe(false);
    expect(isMeasurementValue('sitAndReach', -12)).toBe(true);
    expect(isMeasurementValue('weight', 0)).toBe(false);
    expect(isMeasurementValue('run1000m', 212.34)).toBe(true);
  });
});
