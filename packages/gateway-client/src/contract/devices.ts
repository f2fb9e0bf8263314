// Venues and devices (issue 9): venues (`place`, `place/device/{id}`) and smart sports devices
// (`device`) of the k12, nf and gx frames: activation with the organisation's device activation code
// within its activatable count, sub-devices one level deep, moves between venues, focus mode; and the
// state a device polls with its own token (`/api/device/v1/state`), and the results it sends
// (`/api/device/v1/results`).
import {
  DEVICE_LIMITS,
  DEVICE_RESULT_LIMITS,
  DEVICE_STATUSES,
  deviceBatchIdSchema,
  deviceExercisesSchema,
  deviceLessonSchema,
  deviceNameSchema,
  deviceReadingsSchema,
  macAddressSchema,
  plainText,
  serialNumberSchema,
  VENUE_TYPES,
  venueCapacitySchema,
  venueCodeSchema,
  venueLocationSchema,
  venueNameSchema,
  venueTypeSchema,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import {
  activationCodeInput,
  keywordInput,
  largePageFields,
  largePageOf,
  optionalRecordId,
  recordId,
  recordIds,
} from './fields.ts';
import * as call from './screen.ts';

/** The header a device sends its own token in. */
export const DEVICE_TOKEN_HEADER = 'x-device-token';

/** An enablement status (SPEC 4 "enabled/disabled"). */
export const venueStatus = z.enum(['enabled', 'disabled'], { error: 'validation.status.value' });

/** What a venue form sends. */
const venueFields = {
  /** Two digits, unique in the organisation. */
  code: venueCodeSchema,
  name: venueNameSchema,
  type: venueTypeSchema,
  capacity: z._default(venueCapacitySchema, 0),
  location: venueLocationSchema,
};

/** A venue as the gateway answers it. */
export const venueRecord = z.object({
  venueId: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.enum(VENUE_TYPES),
  capacity: z.int(),
  location: z.string(),
  status: z.enum(['enabled', 'disabled']),
  deviceCount: z.int(),
  createdAt: z.string(),
});

/** A venue as pickers list it. */
export const venueOption = z.object({
  venueId: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.enum(['enabled', 'disabled']),
});

/** A device as the gateway answers it; `status` is `offline` when an enabled device stopped polling. */
const deviceRecordFields = {
  deviceId: z.string(),
  name: z.string(),
  serialNumber: z.string(),
  macAddress: z.string(),
  venueId: z.string(),
  venueCode: z.string(),
  venueName: z.string(),
  /** `''` for a top-level device. */
  parentId: z.string(),
  parentName: z.string(),
  status: z.enum(DEVICE_STATUSES),
  focusMode: z.boolean(),
  activatedAt: z.string(),
  lastSeenAt: z.nullable(z.string()),
  subDeviceCount: z.int(),
};

export const deviceRecord = z.object(deviceRecordFields);

const keyword = keywordInput(DEVICE_LIMITS.serialNumber.max);

const venueScreen = call.screen('venue', 'place', { venueId: recordId('validation.venue.required') }, 'place');

/** `GET /api/busi/web/place/page`: one page of the organisation's venues. */
export const venuePage = call.page(
  venueScreen,
  {
    name: z.optional(
      withChecks(z.string(), z.trim(), z.maxLength(DEVICE_LIMITS.nameMax, 'validation.venueName.length'), plainText()),
    ),
    type: z.optional(venueTypeSchema),
    status: z.optional(venueStatus),
  },
  venueRecord,
  `A page of venues (10, 20, 50 or 80 a page) in ID order, by name (or ID), type (${VENUE_TYPES.join(', ')}) and status`,
  ['code', 'name', 'capacity'],
);

/** Every venue the list finds with the same filters, streamed for its export. */
export const venueExport = call.exported(venueScreen, venuePage);

/** `GET /api/busi/web/place/detail`: one venue. */
export const venueDetail = call.detail(venueScreen, venueRecord, 'One venue of the organisation');

/** `POST /api/busi/web/place/add`: a new venue. */
export const venueAdd = call.add(
  venueScreen,
  venueFields,
  `Add a venue: a two-digit ID unique in the organisation, name up to ${DEVICE_LIMITS.nameMax}, type, capacity ${DEVICE_LIMITS.capacity.min} to ${DEVICE_LIMITS.capacity.max}, location`,
);

/** `POST /api/busi/web/place/edit`: changes a venue. */
export const venueEdit = call.edit(venueScreen, venueFields, 'Edit a venue; its ID stays unique in the organisation');

/** `POST /api/busi/web/place/status`: enables or disables a venue. */
export const venueSetStatus = call.setStatus(venueScreen, venueStatus, 'Enable or disable a venue');

/** `POST /api/busi/web/place/delete`: deletes a venue without devices. */
export const venueDelete = call.remove(
  venueScreen,
  'Delete a venue; refused while devices stand in it (move them first)',
);

const venueDeviceScreen = call.screen('venueDevice', 'place', {}, 'place/device');

const venueDeviceQuery = { venueId: recordId('validation.venue.required') };

/** `GET /api/busi/web/place/device/page`: the devices of a venue (screen `place/device/{id}`). */
export const venueDevicePage = call.read(venueDeviceScreen, 'Page', 'page', {
  request: z.object({ ...largePageFields, ...venueDeviceQuery }),
  data: largePageOf(deviceRecord),
  summary:
    'One page of the devices of a venue, each top-level device followed by its sub-devices (a large list: by cursor, the total estimated past a threshold)',
});

/** `GET /api/busi/web/place/device/export`: every device of a venue, streamed, in the page's order. */
export const venueDeviceExport = call.exported(venueDeviceScreen, {
  query: venueDeviceQuery,
  row: deviceRecord,
  summary: 'the devices of a venue',
});

const deviceScreen = call.screen('device', 'device', { deviceId: recordId() });

/**
 * `GET /api/busi/web/device/page`: one page of the organisation's devices, a large list (a
 * management organisation's schools may hold many): read by key, the total estimated past a threshold.
 */
export const devicePage = call.largePage(
  deviceScreen,
  {
    venueId: z.optional(recordId('validation.venue.required')),
    status: z.optional(z.enum(DEVICE_STATUSES, { error: 'validation.status.value' })),
    /** Part of the name or serial number. */
    keyword,
  },
  deviceRecord,
  'A page of devices by venue, status (enabled, disabled, offline) and name or serial number',
);

/** Every device the list finds with the same filters, streamed for its export. */
export const deviceExport = call.exported(deviceScreen, devicePage);

/** `GET /api/busi/web/device/detail`: one device with its sub-devices. */
export const deviceDetail = call.detail(
  deviceScreen,
  z.object({
    ...deviceRecordFields,
    subDevices: z.array(deviceRecord),
    /** The readings the device has sent (`/api/device/v1/results`) and when the last batch came. */
    results: z.object({ readings: z.int(), lastAt: z.nullable(z.string()) }),
  }),
  'One device of the organisation with its sub-devices and the results it has sent',
);

/** `GET /api/busi/web/device/venues`: the venues a device can stand in, for pickers and filters. */
export const deviceVenueOptions = call.read(deviceScreen, 'VenueOptions', 'venues', {
  request: z.object({}),
  data: z.array(venueOption),
  summary: 'The venues of the organisation in ID order, for the device screens',
});

/** `GET /api/busi/web/device/activation`: the organisation's activatable and activated counts. */
export const deviceActivationCounts = call.read(deviceScreen, 'ActivationCounts', 'activation', {
  request: z.object({}),
  data: z.object({ activatableCount: z.int(), activatedCount: z.int() }),
  summary: 'How many devices the organisation may activate and has activated (activatable must exceed activated)',
});

/** `POST /api/busi/web/device/activate`: a device joins the organisation. */
export const deviceActivate = call.write(deviceScreen, 'Activate', 'activate', 'activate', {
  request: withChecks(
    z.object({
      /** The organisation's device activation code. */
      activationCode: activationCodeInput,
      name: deviceNameSchema,
      /** Unique on the platform; upper-cased. */
      serialNumber: serialNumberSchema,
      /** Unique on the platform; answered as AA:BB:CC:DD:EE:FF. */
      macAddress: macAddressSchema,
      /** The venue of a top-level device; a sub-device stands in its parent's. */
      venueId: optionalRecordId('validation.venue.required'),
      /** A top-level device of the organisation, or `''` for a top-level device. */
      parentId: optionalRecordId('device.parentNotFound'),
    }),
    z.refine((form: { venueId: string; parentId: string }) => form.venueId !== '' || form.parentId !== '', {
      error: 'validation.venue.required',
      path: ['venueId'],
    }),
  ),
  data: z.object({
    deviceId: z.string(),
    /** The device's own secret for `/api/device/v1/state`: answered here once, stored only as a hash. */
    deviceToken: z.string(),
  }),
  summary:
    "Activate a device into the organisation with its device activation code, while the activatable count stays above the activated one; answers the device's token once",
});

/** `POST /api/busi/web/device/deactivate`: a device (with its sub-devices) leaves the organisation. */
export const deviceDeactivate = call.write(deviceScreen, 'Deactivate', 'deactivate', 'activate', {
  request: z.object({ deviceId: recordId() }),
  data: z.object({ deactivated: z.int() }),
  summary:
    'Deactivate a device and its sub-devices: they leave the organisation (their tokens stop working) and the activated count drops by as many',
});

/** `POST /api/busi/web/device/edit`: renames a device or hangs it under another. */
export const deviceEdit = call.edit(
  deviceScreen,
  {
    name: deviceNameSchema,
    parentId: optionalRecordId('device.parentNotFound'),
  },
  "Rename a device and set its parent: '' for top level, or a top-level device (one level; a device with sub-devices stays top-level); a sub-device stands in its parent's venue",
);

/** `POST /api/busi/web/device/move`: moves a top-level device and its sub-devices to another venue. */
export const deviceMove = call.write(deviceScreen, 'Move', 'move', 'edit', {
  request: z.object({ deviceId: recordId(), venueId: recordId('validation.venue.required') }),
  data: z.null(),
  summary: 'Move a top-level device to another venue of the organisation; its sub-devices move with it',
});

/** `POST /api/busi/web/device/status`: enables or disables a device. */
export const deviceSetStatus = call.setStatus(
  deviceScreen,
  venueStatus,
  'Enable or disable a device (offline is shown, never set)',
);

/** `POST /api/busi/web/device/focus`: switches focus mode on one device or many. */
export const deviceSetFocus = call.write(deviceScreen, 'SetFocus', 'focus', 'focus', {
  request: z.object({
    deviceIds: recordIds(
      'validation.deviceIds.count',
      DEVICE_LIMITS.devicesPerRequest,
      'validation.deviceIds.duplicate',
    ),
    focusMode: z.boolean({ error: 'validation.focusMode.value' }),
  }),
  data: z.null(),
  summary: `Switch focus mode on or off for 1 to ${DEVICE_LIMITS.devicesPerRequest} devices of the organisation, all or none`,
});

/** `GET /api/device/v1/state`: what a device polls, with its serial number and its own token. */
export const deviceState = defineEndpoint({
  name: 'deviceState',
  method: 'GET',
  path: '/api/device/v1/state',
  request: z.object({ serial: serialNumberSchema }),
  data: z.object({
    serialNumber: z.string(),
    status: z.enum(['enabled', 'disabled']),
    focusMode: z.boolean(),
    venue: z.object({ code: z.string(), name: z.string() }),
    serverTime: z.string(),
  }),
  style: 'json',
  access: 'device',
  summary: `For devices: the device's status, focus mode and venue; send its serial number and, in the ${DEVICE_TOKEN_HEADER} header, the token its activation answered (401 otherwise)`,
});

/**
 * `POST /api/device/v1/results`: a batch of results a device measured. The batch id is the device's
 * own: the same batch sent again answers what the first answered (`duplicate` true) and writes
 * nothing, so a device resends until it reads an answer. Readings whose student number names no
 * student of the organisation are kept and counted as `unmatched`.
 */
export const deviceResults = defineEndpoint({
  name: 'deviceResults',
  method: 'POST',
  path: '/api/device/v1/results',
  request: z.object({ serial: serialNumberSchema, batchId: deviceBatchIdSchema, results: deviceReadingsSchema }),
  data: z.object({
    batchId: z.string(),
    received: z.int(),
    matched: z.int(),
    unmatched: z.int(),
    duplicate: z.boolean(),
  }),
  style: 'json',
  access: 'device',
  summary: `For devices: 1 to ${DEVICE_RESULT_LIMITS.perBatch} results under a batch id the device makes, taken once whatever the number of sends; send its serial number and, in the ${DEVICE_TOKEN_HEADER} header, its token`,
});

/**
 * `POST /api/device/v1/exercise`: a device's batch of exercise (a rope counter's sessions, a sit-up
 * mat's), taken once under the device's batch id as results are: a batch sent again is answered as
 * the first time, a batch id reused for other records refused. Records whose student number names
 * no student of the organisation are counted as `unmatched` and not kept (exercise is not a test
 * result that staff must place).
 */
export const deviceExercise = defineEndpoint({
  name: 'deviceExercise',
  method: 'POST',
  path: '/api/device/v1/exercise',
  request: z.object({ serial: serialNumberSchema, batchId: deviceBatchIdSchema, records: deviceExercisesSchema }),
  data: z.object({
    batchId: z.string(),
    received: z.int(),
    matched: z.int(),
    unmatched: z.int(),
    duplicate: z.boolean(),
  }),
  style: 'json',
  access: 'device',
  summary: `For devices: 1 to ${DEVICE_RESULT_LIMITS.perBatch} exercise records (kind, count or distance, seconds, start) under a batch id the device makes, taken once whatever the number of sends; send its serial number and, in the ${DEVICE_TOKEN_HEADER} header, its token`,
});

/**
 * `POST /api/device/v1/class-tests`: a class test a device ran in lesson mode, sent whole as one
 * batch: the lesson's start and end, an optional title, the teacher's login account, and its
 * readings (as `results` sends them). Taken once under the device's batch id as results are; its
 * readings are scored and kept as the lesson's class tests (one per class among its students),
 * never joining a test plan. A teacher's account the organisation does not have leaves the test
 * without a teacher rather than refusing it.
 */
export const deviceClassTest = defineEndpoint({
  name: 'deviceClassTest',
  method: 'POST',
  path: '/api/device/v1/class-tests',
  request: z.object({
    serial: serialNumberSchema,
    batchId: deviceBatchIdSchema,
    ...deviceLessonSchema,
    results: deviceReadingsSchema,
  }),
  data: z.object({
    batchId: z.string(),
    received: z.int(),
    matched: z.int(),
    unmatched: z.int(),
    duplicate: z.boolean(),
    /** The class tests the lesson made, one per class among its students (none for a resend's answer). */
    classTests: z.int(),
  }),
  style: 'json',
  access: 'device',
  summary: `For devices: a class test of one PE lesson (start, end, optional title and teacher's account, 1 to ${DEVICE_RESULT_LIMITS.perBatch} results) under a batch id the device makes, taken once whatever the number of sends; send its serial number and, in the ${DEVICE_TOKEN_HEADER} header, its token`,
});
