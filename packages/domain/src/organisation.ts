import { DomainError } from './errors.ts';
import type { DomainMessageId } from './messages/index.ts';

/** The frames of the app: four per organisation type, plus the sports-meet-only `single`. */
export const FRAMES = ['admin', 'k12', 'gx', 'nf', 'single'] as const;

/** One of {@link FRAMES}. */
export type Frame = (typeof FRAMES)[number];

/** The route prefix of each frame: `/admin`, `/k12`, `/gx`, `/nf`, `/single`. */
export const FRAME_PATHS = {
  admin: '/admin',
  k12: '/k12',
  gx: '/gx',
  nf: '/nf',
  single: '/single',
} as const satisfies Record<Frame, `/${string}`>;

/** A type path: the route prefix of an account's organisation type (the user info's `currentTypePath`). */
export type TypePath = '/admin' | '/k12' | '/gx' | '/nf';

/** The type paths, one per frame that belongs to an organisation type. */
export const TYPE_PATHS = ['/admin', '/k12', '/gx', '/nf'] as const satisfies readonly TypePath[];

/**
 * Role types an organisation can create, by their codes (the product lists only the codes each
 * organisation type may create and leaves their meaning open; this is our reading, documented in
 * the README):
 * - 101101 K12 school administrator (学校管理员)
 * - 101201 university administrator (高校管理员)
 * - 101001 PE teacher (体育教师)
 * - 101002 head teacher (班主任)
 * - 101003 student (学生)
 */
export const ROLE_TYPES = {
  '101101': { label: 'roleType.101101' },
  '101201': { label: 'roleType.101201' },
  '101001': { label: 'roleType.101001' },
  '101002': { label: 'roleType.101002' },
  '101003': { label: 'roleType.101003' },
} as const satisfies Record<string, { label: DomainMessageId }>;

/** One of the role type codes of {@link ROLE_TYPES}. */
export type RoleTypeCode = keyof typeof ROLE_TYPES;

/** Screens (frame-relative route paths) that enterprise organisations (30) do not have. */
export const ENTERPRISE_HIDDEN_SCREENS = ['org/grade', 'org/class', 'user/parent'] as const;

/**
 * The organisation types with their label, frame, type path, the role types they can create and
 * the screens of their frame they lack. The product gives type 30 (enterprise) no frame of its
 * own: it uses `nf` without the school-only screens (grades, classes, parents).
 */
export const ORGANISATION_TYPES = {
  10: { key: 'admin', label: 'organisation.type.10', frame: 'admin', roleTypes: [], hiddenScreens: [] },
  21: {
    key: 'k12',
    label: 'organisation.type.21',
    frame: 'k12',
    roleTypes: ['101101', '101001', '101002', '101003'],
    hiddenScreens: [],
  },
  22: {
    key: 'gx',
    label: 'organisation.type.22',
    frame: 'gx',
    roleTypes: ['101201', '101001', '101002', '101003'],
    hiddenScreens: [],
  },
  30: {
    key: 'enterprise',
    label: 'organisation.type.30',
    frame: 'nf',
    roleTypes: [],
    hiddenScreens: ENTERPRISE_HIDDEN_SCREENS,
  },
  41: { key: 'nf', label: 'organisation.type.41', frame: 'nf', roleTypes: [], hiddenScreens: [] },
} as const satisfies Record<
  number,
  {
    key: string;
    label: DomainMessageId;
    frame: Exclude<Frame, 'single'>;
    roleTypes: readonly RoleTypeCode[];
    hiddenScreens: readonly string[];
  }
>;

/** An organisation type code: 10 admin, 21 K12, 22 higher education, 30 enterprise, 41 nf. */
export type OrganisationType = keyof typeof ORGANISATION_TYPES;

/** The organisation type codes in ascending order. */
export const ORGANISATION_TYPE_CODES = [10, 21, 22, 30, 41] as const satisfies readonly OrganisationType[];

/** Whether `value` is an organisation type code (a number; see {@link parseOrganisationType}). */
export function isOrganisationType(value: unknown): value is OrganisationType {
  return (ORGANISATION_TYPE_CODES as readonly unknown[]).includes(value);
}

/**
 * The organisation type of a number or numeric string as the server sends it (`'21'` → 21).
 *
 * @throws DomainError `organisation.error.type` for an unknown code.
 */
export function parseOrganisationType(value: unknown): OrganisationType {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (isOrganisationType(number)) return number;
  throw new DomainError('organisation.error.type', { type: String(value) });
}

/** The message id of an organisation type's label (21 → 中小学 / K12 school). */
export function organisationTypeLabel(type: OrganisationType): DomainMessageId {
  return ORGANISATION_TYPES[type].label;
}

/** The frame an organisation type works in (30 and 41 → `nf`). */
export function frameOf(type: OrganisationType): Exclude<Frame, 'single'> {
  return ORGANISATION_TYPES[type].frame;
}

/** The type path (route prefix) of an organisation type: 10 → `/admin`, 30 → `/nf`. */
export function typePathOf(type: OrganisationType): TypePath {
  return FRAME_PATHS[frameOf(type)];
}

/**
 * The frames added after login for a type path: the frame of the type path, then
 * `single`, which is always added.
 *
 * @throws DomainError `organisation.error.typePath` for an unknown type path.
 */
export function framesAfterLogin(typePath: string): readonly Frame[] {
  const frame = FRAMES.find((candidate) => candidate !== 'single' && FRAME_PATHS[candidate] === typePath);
  if (!frame) throw new DomainError('organisation.error.typePath', { typePath });
  return [frame, 'single'];
}

/** The role types an organisation of `type` can create (empty for 10, 30 and 41). */
export function creatableRoleTypes(type: OrganisationType): readonly RoleTypeCode[] {
  return ORGANISATION_TYPES[type].roleTypes;
}

/**
 * The message id of a role type's label (`101001` → 体育教师 / PE teacher).
 *
 * @throws DomainError `organisation.error.roleType` for an unknown code.
 */
export function roleTypeLabel(code: string): DomainMessageId {
  const entry = (ROLE_TYPES as Record<string, { label: DomainMessageId }>)[code];
  if (!entry) throw new DomainError('organisation.error.roleType', { roleType: code });
  return entry.label;
}

/**
 * Whether an organisation of `type` has the screen at `screenPath` (frame-relative, such as
 * `org/class` or `/nf/org/class/add`; sub-screens follow their screen). Only enterprise lacks
 * screens: grades, classes and parents.
 */
export function hasScreen(type: OrganisationType, screenPath: string): boolean {
  const frame = FRAME_PATHS[frameOf(type)].slice(1);
  const relative = screenPath
    .replace(/^\/+/, '')
    .replace(new RegExp(`^${frame}/`), '')
    .replace(/\/+$/, '');
  const hidden: readonly string[] = ORGANISATION_TYPES[type].hiddenScreens;
  return !hidden.some((screen) => relative === screen || relative.startsWith(`${screen}/`));
}

/**
 * Whether an organisation of `type` can have child organisations: only management organisations
 * (10), whose frame has organisation management.
 */
export function canHaveChildOrganisations(type: OrganisationType): boolean {
  return frameOf(type) === 'admin';
}
