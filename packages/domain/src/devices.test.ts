import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  DEVICE_LIMITS,
  deviceNameSchema,
  deviceStatusOf,
  isSerialNumber,
  isVenueType,
  macAddressSchema,
  normaliseMacAddress,
  offlineCutoff,
  parseMacAddress,
  serialNumberSchema,
  subDeviceProblem,
  VENUE_TYPES,
  venueCapacitySchema,
  venueLocationSchema,
  venueNameSchema,
  venueTypeSchema,
} from './devices.ts';
import { issueIdsOf } from './test-support.ts';

// Each message id once: a value may break one rule in several ways.
const distinctIdsOf = (schema: z.ZodMiniType, value: unknown) => [...new Set(issueIdsOf(schema, value))];

describe('MAC addresses', () => {
  it('reads colons, dashes and bare hex in any case as AA:BB:CC:DD:EE:FF', () => {
    for (const text of ['aa-bb-cc-dd-ee-fe', 'aabbccddeefe', 'aa:bb:cc:dd:ee:fe', ' AA:bb:CC:dd:EE:fe ']) {
      expect(normaliseMacAddress(text), text).toBe('AA:BB:CC:DD:EE:FE');
      expect(macAddressSchema.parse(text)).toBe('AA:BB:CC:DD:EE:FE');
    }
    expect(parseMacAddress('00:1a:2b:3c:4d:5e')).toEqual({ mac: '00:1A:2B:3C:4D:5E' });
  });

  it('refuses malformed addresses', () => {
    for (const text of [
      '',
      'aa:bb:cc:dd:ee',
      'aa:bb:cc:dd:ee:ff:00',
      'aa:bb-cc:dd:ee:fe',
      'aabb.ccdd.eefe',
      'gg:bb:cc:dd:ee:fe',
      'a:bb:cc:dd:ee:fe0',
      'aabbccddeef',
    ]) {
      expect(parseMacAddress(text), text).toEqual({ problem: 'format' });
      expect(distinctIdsOf(macAddressSchema, text), text).toEqual(['validation.macAddress.format']);
    }
    expect(distinctIdsOf(macAddressSchema, 42)).toEqual(['validation.macAddress.format']);
    expect(distinctIdsOf(macAddressSchema, 'a'.repeat(65))).toEqual(['validation.macAddress.format']);
  });

  it('refuses the all-zero, multicast and broadcast addresses', () => {
    expect(parseMacAddress('00:00:00:00:00:00')).toEqual({ problem: 'zero' });
    expect(parseMacAddress('ff-ff-ff-ff-ff-ff')).toEqual({ problem: 'multicast' });
    expect(parseMacAddress('01005e0000fb')).toEqual({ problem: 'multicast' });
    for (const text of ['000000000000', 'FF:FF:FF:FF:FF:FF', '01:00:5e:00:00:fb', '33:33:00:00:00:01']) {
      expect(normaliseMacAddress(text), text).toBeNull();
      expect(distinctIdsOf(macAddressSchema, text), text).toEqual(['validation.macAddress.unicast']);
    }
  });
});

describe('serial numbers', () => {
  it('accepts 4 to 64 letters, digits, - and _, upper-cased', () => {
    expect(serialNumberSchema.parse(' sn-2026_0001 ')).toBe('SN-2026_0001');
    expect(isSerialNumber('abcd')).toBe(true);
    expect(isSerialNumber('a'.repeat(DEVICE_LIMITS.serialNumber.max))).toBe(true);
  });

  it('refuses short, long and other characters', () => {
    for (const serial of ['abc', 'a'.repeat(65), 'SN 0001', 'SN/0001', '序列号0001', '', 1234, null]) {
      expect(distinctIdsOf(serialNumberSchema, serial), String(serial)).toEqual(['validation.serialNumber.format']);
    }
  });
});

describe('venues', () => {
  it('wants a name up to 30 characters, a known type, a capacity of 0 to 100000 and a short location', () => {
    expect(venueNameSchema.parse(' 操场 ')).toBe('操场');
    expect(distinctIdsOf(venueNameSchema, ' ')).toEqual(['validation.venueName.required']);
    expect(distinctIdsOf(venueNameSchema, '场'.repeat(31))).toEqual(['validation.venueName.length']);
    expect(VENUE_TYPES).toEqual(['playground', 'gymnasium', 'classroom', 'track', 'other']);
    expect(isVenueType('track')).toBe(true);
    expect(isVenueType('pool')).toBe(false);
    expect(distinctIdsOf(venueTypeSchema, 'pool')).toEqual(['validation.venueType.value']);
    expect(venueCapacitySchema.parse('500')).toBe(500);
    for (const capacity of [-1, 100_001, 1.5, 'many']) {
      expect(distinctIdsOf(venueCapacitySchema, capacity)).toEqual(['validation.venueCapacity.range']);
    }
    expect(venueLocationSchema.parse(undefined)).toBe('');
    expect(distinctIdsOf(venueLocationSchema, 'x'.repeat(101))).toEqual(['validation.venueLocation.length']);
    expect(deviceNameSchema.parse(' 跳绳计数器 ')).toBe('跳绳计数器');
    expect(distinctIdsOf(deviceNameSchema, '')).toEqual(['validation.deviceName.required']);
    expect(distinctIdsOf(deviceNameSchema, 'd'.repeat(31))).toEqual(['validation.deviceName.length']);
  });
});

describe('device status', () => {
  const now = new Date('2026-09-01T08:00:00Z');
  it('is disabled when disabled, offline without a recent poll, enabled otherwise', () => {
    expect(deviceStatusOf({ enabled: false, lastSeenAt: now }, now)).toBe('disabled');
    expect(deviceStatusOf({ enabled: true, lastSeenAt: null }, now)).toBe('offline');
    expect(deviceStatusOf({ enabled: true, lastSeenAt: new Date(now.getTime() - 60_000) }, now)).toBe('enabled');
    const cutoff = offlineCutoff(now);
    expect(deviceStatusOf({ enabled: true, lastSeenAt: cutoff }, now)).toBe('enabled');
    expect(deviceStatusOf({ enabled: true, lastSeenAt: new Date(cutoff.getTime() - 1) }, now)).toBe('offline');
  });
});

describe('sub-devices', () => {
  const top = { id: 'top', parentId: null };
  const sub = { id: 'sub', parentId: 'top' };
  it('hang one level under a top-level device other than themselves', () => {
    expect(subDeviceProblem(null, false, top)).toBeNull();
    expect(subDeviceProblem('other', false, top)).toBeNull();
    expect(subDeviceProblem(null, false, undefined)).toBe('parentMissing');
    expect(subDeviceProblem('top', false, top)).toBe('self');
    expect(subDeviceProblem(null, false, sub)).toBe('parentIsSubDevice');
    expect(subDeviceProblem('other', true, top)).toBe('hasSubDevices');
  });
});
