// Organisations (issue 6): the current organisation of every frame (`currentOrg`), and organisation
// management in the admin frame (`orgManage/orgInfo`): the organisations under the caller's one.
import {
  contactPhoneSchema,
  type DomainMessageId,
  deviceCountSchema,
  isOrganisationType,
  isWholeLocation,
  latitudeSchema,
  loginAccountSchema,
  longitudeSchema,
  ORGANISATION_TYPE_CODES,
  organisationAdminPasswordSchema,
  organisationCodeSchema,
  organisationNameSchema,
  plainText,
  TEXT_LIMITS,
  urlText,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { recordId } from './fields.ts';
import * as call from './screen.ts';

/** The longest device activation code the gateway keeps. */
export const ACTIVATION_CODE_MAX = 64;
/** The longest image address (logo, login image). */
export const IMAGE_URL_MAX = 512;

/** An optional text: trimmed, `''` when left out, at most `max` characters. */
/*#__NO_SIDE_EFFECTS__*/
function optionalText(id: DomainMessageId, max: number) {
  return z._default(withChecks(z.string({ error: id }), z.trim(), z.maxLength(max, id), plainText()), '');
}

/** The id of an organisation the caller names. */
const orgIdInput = recordId('validation.id.required');

/** An image address: blank, an absolute `http(s)` address, or a path on this host (`/api/uc/oss/...`). */
const imageUrl = z._default(urlText('validation.imageUrl.format'), '');

/** A contact telephone, or blank. */
const optionalContactPhone = z._default(z.union([z.literal(''), contactPhoneSchema]), '');

/** An organisation type code (numeric text accepted). */
export const organisationTypeInput = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value)),
  withChecks(
    z.number({ error: 'validation.organisationType.value' }),
    z.refine((value: number) => isOrganisationType(value), 'validation.organisationType.value'),
  ),
);

/** An enablement status (SPEC 4 "enabled/disabled"). */
export const organisationStatus = z.enum(['enabled', 'disabled'], { error: 'validation.status.value' });

const locationCheck = z.refine<{ longitude: number | null; latitude: number | null }>((form) => isWholeLocation(form), {
  error: 'validation.location.pair',
  path: ['latitude'],
});

/** The fields the current-organisation screen and the management screens share. */
const profileFields = {
  name: organisationNameSchema,
  contactName: optionalText('validation.contactName.length', TEXT_LIMITS.contactName.max),
  contactPhone: optionalContactPhone,
  address: optionalText('validation.address.length', TEXT_LIMITS.address.max),
  /** The map location: both or neither, blank for none. */
  longitude: longitudeSchema,
  latitude: latitudeSchema,
};

/** The same fields as the screens show them back. */
const profileAnswer = {
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  longitude: z.nullable(z.number()),
  latitude: z.nullable(z.number()),
};

/** The signed-in account's organisation, as the current-organisation screen shows it. */
export const currentOrgData = z.object({
  orgId: z.string(),
  tenantOrgId: z.string(),
  name: z.string(),
  code: z.string(),
  type: z.int(),
  parentName: z.string(),
  /** The platform name the organisation's people see; the platform's default when it sets none. */
  platformName: z.string(),
  /** The organisation's own platform name: `''` when it uses the platform's default. */
  ownPlatformName: z.string(),
  icon: z.string(),
  loginImg: z.string(),
  status: z.string(),
  ...profileAnswer,
  /** Bytes of uploaded files the organisation keeps. */
  storageUsedBytes: z.number(),
  /** Most bytes of uploaded files the organisation may keep (its storage quota). */
  storageQuotaBytes: z.number(),
});

/** The organisation of the session: no id names it. */
const currentOrgScreen = call.screen('currentOrg', 'currentOrg', {});

/** `GET /api/busi/web/currentOrg/detail`: the current organisation (menu function `currentOrg`). */
export const currentOrgDetail = call.detail(
  currentOrgScreen,
  currentOrgData,
  'The organisation of the current account',
);

/** `POST /api/busi/web/currentOrg/edit`: the current organisation's own settings. */
export const currentOrgEdit = call.write(currentOrgScreen, 'Edit', 'edit', 'edit', {
  request: withChecks(
    z.object({
      ...profileFields,
      icon: imageUrl,
      loginImg: imageUrl,
      /** Blank: the platform's default name. */
      platformName: optionalText('validation.platformName.length', TEXT_LIMITS.platformName.max),
    }),
    locationCheck,
  ),
  data: z.null(),
  summary:
    'Edit the current organisation: name, logo, login image, contact, address, map location and platform name; code, type and parent stay',
});

/** An organisation under the caller's, as organisation management lists and shows it. */
export const managedOrgRecord = z.object({
  orgId: z.string(),
  parentId: z.string(),
  parentName: z.string(),
  name: z.string(),
  code: z.string(),
  type: z.int(),
  status: z.enum(['enabled', 'disabled']),
  /** The administrator's login account; `''` for an organisation created without one. */
  adminAccount: z.string(),
  ...profileAnswer,
  deviceActivationCode: z.string(),
  activatableDeviceCount: z.int(),
  activatedDeviceCount: z.int(),
  /** Whether a general admin password is set (never the password itself). */
  hasGeneralAdminPassword: z.boolean(),
  createdAt: z.string(),
});

/** An organisation that can be a parent, for the add form's picker. */
export const parentOrgOption = z.object({
  orgId: z.string(),
  parentId: z.string(),
  name: z.string(),
  code: z.string(),
  type: z.int(),
});

/** What the add and edit forms share. */
const managedFields = {
  ...profileFields,
  /** Two digits, unique among the parent's children. */
  code: organisationCodeSchema,
  deviceActivationCode: optionalText('validation.activationCode.length', ACTIVATION_CODE_MAX),
  activatableCount: deviceCountSchema,
  activatedCount: deviceCountSchema,
  /** The general admin password: blank for none (on edit: keep the one set). */
  generalAdminPassword: z._default(z.union([z.literal(''), organisationAdminPasswordSchema]), ''),
};

const deviceCountCheck = z.refine<{ activatableCount: number; activatedCount: number }>(
  (form) => form.activatableCount > form.activatedCount,
  { error: 'validation.deviceCount.activatableGreater', path: ['activatableCount'] },
);

const orgScreen = call.screen('org', 'orgManage/orgInfo', { orgId: orgIdInput }, 'orgManage');

/** `GET /api/busi/web/orgManage/page`: one page of the organisations under the caller's. */
export const orgPage = call.page(
  orgScreen,
  {
    name: z.optional(
      withChecks(
        z.string(),
        z.trim(),
        z.maxLength(TEXT_LIMITS.organisationName.max, 'validation.orgName.length'),
        plainText(),
      ),
    ),
    type: z.optional(organisationTypeInput),
    status: z.optional(organisationStatus),
  },
  managedOrgRecord,
  `A page of the organisations under the caller's (10, 20, 50 or 80 a page; types ${ORGANISATION_TYPE_CODES.join(', ')}), by name, type and status`,
  ['name', 'code', 'status'],
);

/** Every org the list finds with the same filters, streamed for its export. */
export const orgExport = call.exported(orgScreen, orgPage);

/** `GET /api/busi/web/orgManage/parents`: the organisations a new one can be created under. */
export const orgParentOptions = call.read(orgScreen, 'ParentOptions', 'parents', {
  request: z.object({}),
  data: z.array(parentOrgOption),
  summary: "The caller's organisation and the management organisations under it: the possible parents",
});

/** `GET /api/busi/web/orgManage/detail`: one organisation under the caller's. */
export const orgDetail = call.detail(orgScreen, managedOrgRecord, "One organisation under the caller's");

/** `POST /api/busi/web/orgManage/add`: a new organisation with its administrator and built-in roles. */
export const orgAdd = call.write(orgScreen, 'Add', 'add', 'add', {
  request: withChecks(
    z.object({
      ...managedFields,
      /** The caller's organisation or a management organisation under it. */
      parentId: recordId('validation.parentOrg.required'),
      type: organisationTypeInput,
      /** 6 to 20 characters, unique on the whole platform (account names and mobile numbers). */
      adminAccount: loginAccountSchema,
      /** In clear (over TLS), like a new password of `editAccount`; stored as the sign-in digest's scrypt hash. */
      adminPassword: organisationAdminPasswordSchema,
    }),
    locationCheck,
    deviceCountCheck,
  ),
  data: z.object({ orgId: z.string() }),
  summary:
    'Create an organisation in one transaction: the organisation, its administrator account, its built-in roles with every menu of its frame',
});

/** `POST /api/busi/web/orgManage/edit`: changes an organisation; type, parent and admin account stay. */
export const orgEdit = call.write(orgScreen, 'Edit', 'edit', 'edit', {
  request: withChecks(z.object({ orgId: orgIdInput, ...managedFields }), locationCheck, deviceCountCheck),
  data: z.null(),
  summary:
    'Edit an organisation under the caller’s; its type, parent, administrator account and activated device count (kept by its devices) cannot change',
});

/** `POST /api/busi/web/orgManage/status`: enables or disables an organisation. */
export const orgSetStatus = call.setStatus(
  orgScreen,
  organisationStatus,
  'Enable or disable an organisation; while disabled its accounts are unavailable and their sessions have ended',
);

/** `POST /api/busi/web/orgManage/resetPassword`: a new password for an organisation's administrator. */
export const orgResetAdminPassword = call.resetPassword(
  orgScreen,
  organisationAdminPasswordSchema,
  "Set a new password (6 to 20) for the organisation's administrator; every session of that person ends",
  'ResetAdminPassword',
);
