// Devices and venues: field rules of venues and smart sports devices, MAC addresses and
// serial numbers, and what a device's status is. Pure: no clock of its own, no I/O.
import * as z from 'zod/mini';
import { optionalText, wholeNumberInput, withChecks } from './schema.ts';
import { plainText, text } from './text.ts';

/** Limits of venues and devices. */
export const DEVICE_LIMITS = {
  /** Venue and device names: at most 30 characters. */
  nameMax: 30,
  /** A venue's location text: at most 100 characters. */
  locationMax: 100,
  /** A venue's capacity: a whole number of people from 0 to 100000. */
  capacity: { min: 0, max: 100_000 },
  /** A serial number: 4 to 64 letters, digits, `-` or `_`. */
  serialNumber: { min: 4, max: 64 },
  /** The devices one focus-mode switch may name. */
  devicesPerRequest: 200,
  /** A device that has not polled for this long counts as offline. */
  offlineAfterMs: 5 * 60 * 1000,
} as const;

/** Venue types. */
export const VENUE_TYPES = ['playground', 'gymnasium', 'classroom', 'track', 'other'] as const;
export type VenueType = (typeof VENUE_TYPES)[number];

/** Whether `value` is a venue type. */
export function isVenueType(value: unknown): value is VenueType {
  return typeof value === 'string' && (VENUE_TYPES as readonly string[]).includes(value);
}

/** The statuses a device shows: an administrator's enabled/disabled, or offline when it stopped polling. */
export const DEVICE_STATUSES = ['enabled', 'disabled', 'offline'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/**
 * The status a device shows at `now`: `disabled` when an administrator disabled it, otherwise
 * `offline` when it never polled or last polled longer ago than {@link DEVICE_LIMITS.offlineAfterMs},
 * otherwise `enabled`.
 */
export function deviceStatusOf(device: { enabled: boolean; lastSeenAt: Date | null }, now: Date): DeviceStatus {
  if (!device.enabled) return 'disabled';
  if (!device.lastSeenAt || now.getTime() - device.lastSeenAt.getTime() > DEVICE_LIMITS.offlineAfterMs) {
    return 'offline';
  }
  return 'enabled';
}

/** The moment before which a last poll makes an enabled device offline. */
export function offlineCutoff(now: Date): Date {
  return new Date(now.getTime() - DEVICE_LIMITS.offlineAfterMs);
}

const MAC_FORMS = [
  /^([0-9a-f]{2})[:-]([0-9a-f]{2})[:-]([0-9a-f]{2})[:-]([0-9a-f]{2})[:-]([0-9a-f]{2})[:-]([0-9a-f]{2})$/i,
  /^([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i,
];

/** Why a MAC address is refused. */
export type MacAddressProblem = 'format' | 'multicast' | 'zero';

/**
 * Reads a MAC address written `aa:bb:cc:dd:ee:ff`, `aa-bb-cc-dd-ee-ff` or `aabbccddeeff` (one
 * separator throughout, any case) as `AA:BB:CC:DD:EE:FF`. A device has a unicast address: the
 * all-zero address, multicast addresses (lowest bit of the first byte set) and the broadcast address
 * are refused.
 */
export function parseMacAddress(text: string): { mac: string } | { problem: MacAddressProblem } {
  const trimmed = text.trim();
  const separators = new Set(trimmed.replace(/[0-9a-f]/gi, ''));
  const match = separators.size <= 1 ? MAC_FORMS.map((form) => form.exec(trimmed)).find(Boolean) : undefined;
  if (!match) return { problem: 'format' };
  const bytes = match.slice(1, 7).map((pair) => pair.toUpperCase());
  if (bytes.every((pair) => pair === '00')) return { problem: 'zero' };
  if ((Number.parseInt(bytes[0] as string, 16) & 1) === 1) return { problem: 'multicast' };
  return { mac: bytes.join(':') };
}

/** A MAC address in `AA:BB:CC:DD:EE:FF` form, or `null` when it is malformed or not a device's. */
export function normaliseMacAddress(text: string): string | null {
  const parsed = parseMacAddress(text);
  return 'mac' in parsed ? parsed.mac : null;
}

/** A device's MAC address, answered as `AA:BB:CC:DD:EE:FF`. */
export const macAddressSchema = z.pipe(
  withChecks(
    z.string({ error: 'validation.macAddress.format' }),
    z.maxLength(64, 'validation.macAddress.format'),
    plainText(),
    z.refine((text: string) => {
      const parsed = parseMacAddress(text);
      return !('problem' in parsed) || parsed.problem !== 'format';
    }, 'validation.macAddress.format'),
    z.refine((text: string) => {
      const parsed = parseMacAddress(text);
      return 'mac' in parsed || parsed.problem === 'format';
    }, 'validation.macAddress.unicast'),
  ),
  z.transform((text: string) => normaliseMacAddress(text) as string),
);

const SERIAL_NUMBER = /^[A-Za-z0-9_-]+$/;

/** Whether `text` is a serial number: 4 to 64 letters, digits, `-` or `_`. */
export function isSerialNumber(text: string): boolean {
  return (
    text.length >= DEVICE_LIMITS.serialNumber.min &&
    text.length <= DEVICE_LIMITS.serialNumber.max &&
    SERIAL_NUMBER.test(text)
  );
}

/** A serial number, trimmed and upper-cased (unique on the platform whatever the case). */
export const serialNumberSchema = z.pipe(
  withChecks(
    z.string({ error: 'validation.serialNumber.format' }),
    z.trim(),
    z.maxLength(DEVICE_LIMITS.serialNumber.max, 'validation.serialNumber.format'),
    plainText(),
    z.refine((text: string) => isSerialNumber(text), 'validation.serialNumber.format'),
  ),
  z.transform((text: string) => text.toUpperCase()),
);

/** A venue's name: required, at most 30 characters, trimmed. */
export const venueNameSchema = text({
  max: DEVICE_LIMITS.nameMax,
  required: 'validation.venueName.required',
  lengthId: 'validation.venueName.length',
});

/** A device's name: required, at most 30 characters, trimmed. */
export const deviceNameSchema = text({
  max: DEVICE_LIMITS.nameMax,
  required: 'validation.deviceName.required',
  lengthId: 'validation.deviceName.length',
});

/** A venue type. */
export const venueTypeSchema = z.enum(VENUE_TYPES, { error: 'validation.venueType.value' });

/** A venue's capacity: 0 to 100000 people (numeric strings accepted). */
export const venueCapacitySchema = wholeNumberInput(
  'validation.venueCapacity.range',
  DEVICE_LIMITS.capacity.min,
  DEVICE_LIMITS.capacity.max,
);

/** A venue's location text: at most 100 characters, `''` when left out. */
export const venueLocationSchema = optionalText('validation.venueLocation.length', DEVICE_LIMITS.locationMax);

/** Why a device cannot hang under a parent. */
export type SubDeviceProblem = 'parentMissing' | 'self' | 'parentIsSubDevice' | 'hasSubDevices';

/**
 * Whether a device (`ownId`, null for a new one; `hasSubDevices` its own sub-devices) can hang under
 * `parent` (one of the organisation's devices, or undefined when there is none of that id). Devices
 * have one level of sub-devices: the parent is a top-level device other than the device itself, and a
 * device with sub-devices stays top-level.
 */
export function subDeviceProblem(
  ownId: string | null,
  hasSubDevices: boolean,
  parent: { id: string; parentId: string | null } | undefined,
): SubDeviceProblem | null {
  if (!parent) return 'parentMissing';
  if (parent.id === ownId) return 'self';
  if (parent.parentId !== null) return 'parentIsSubDevice';
  if (hasSubDevices) return 'hasSubDevices';
  return null;
}
