// @school-sports/domain: the business rules of the school-sports back-office, as data and pure
// functions. Named exports, grouped by topic.

// Menus and access
export { BUILT_SCREEN_PATHS, type BuiltScreenPath, screenStatusOf } from './catalogue/built.ts';
export { mobileCatalogueEntries, mobileFrameOf, mobileMenuIds } from './catalogue/mobile.ts';
export {
  type ButtonKind,
  buttonKinds,
  type CatalogueEntry,
  catalogueEntries,
  frameLayouts,
  permissionOf,
} from './catalogue/web.ts';
// Constants and timing
export type { ImportStatus, PageSize } from './constants.ts';
export {
  CHUNK_LOAD_TIMEOUT_MS,
  DEBOUNCE_MS,
  DEFAULT_PAGE_SIZE,
  IMPORT_PROGRESS,
  IMPORT_STATUS,
  importProgressAt,
  isPageSize,
  isVideoAvailable,
  LOADING_DELAY_MS,
  PAGE_SIZES,
  REQUEST_TIMEOUT_MS,
  VIDEO_RETENTION_MONTHS,
  videoExpiresAt,
} from './constants.ts';
// Organisations, frames and role types
export type { DataScope } from './data-scope.ts';
export { DATA_SCOPES, dataScopeLabel, defaultDataScope, isDataScope } from './data-scope.ts';
// Devices and venues
export type { DeviceStatus, MacAddressProblem, SubDeviceProblem, VenueType } from './devices.ts';
export {
  DEVICE_LIMITS,
  DEVICE_STATUSES,
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
// Errors and messages
export { DomainError, isDomainError } from './errors.ts';
// Uploads and file types
export type { FileType } from './file-type.ts';
export { FILE_TYPES, fileExtension, sniffFileType } from './file-type.ts';
// Validation
export type { IdCardCheck, IdCardDetails } from './id-card.ts';
export { checkIdCardNumber, idCardCheckCharacter } from './id-card.ts';
// Closed lists read from their labels (imports)
export { labelLookup } from './labels.ts';
// Languages
export type { Language } from './languages.ts';
export {
  ACCEPT_LANGUAGE_BY_LANGUAGE,
  acceptLanguageOf,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageOfAcceptLanguage,
} from './languages.ts';
export type {
  ButtonAccess,
  DroppedMenuItem,
  MenuDropReason,
  MenuNode,
  MenuTree,
  MenuTreeOptions,
  ServerMenuButton,
  ServerMenuItem,
} from './menu.ts';
export {
  buildMenuTree,
  buttonAccessByPath,
  firstMenuPath,
  flattenMenuTree,
  hasButton,
  isFunPathAllowed,
  isSessionlessPath,
  prefixMenuPath,
  SESSIONLESS_PATHS,
} from './menu.ts';
export type { DomainLocale, DomainMessageId, MessageValues } from './messages/index.ts';
export {
  DOMAIN_LOCALES,
  DOMAIN_MESSAGE_IDS,
  domainMessages,
  fillPlaceholders,
  isDomainMessageId,
  translateDomainMessage,
} from './messages/index.ts';
export type { Frame, OrganisationType, RoleTypeCode, TypePath } from './organisation.ts';
export {
  canHaveChildOrganisations,
  creatableRoleTypes,
  ENTERPRISE_HIDDEN_SCREENS,
  FRAME_PATHS,
  FRAMES,
  frameOf,
  framesAfterLogin,
  hasScreen,
  isOrganisationType,
  ORGANISATION_TYPE_CODES,
  ORGANISATION_TYPES,
  organisationTypeLabel,
  parseOrganisationType,
  ROLE_TYPES,
  roleTypeLabel,
  TYPE_PATHS,
  typePathOf,
} from './organisation.ts';
// People: students and parents, teachers, citizens
export type { CertificateType, NationCode, ParentRelationship } from './people.ts';
export {
  birthDateSchema,
  CERTIFICATE_TYPES,
  certificateNumberSchema,
  certificateTypeLabel,
  certificateTypeSchema,
  citizenAddressSchema,
  citizenFields,
  DEFAULT_NATION,
  employeeNumberSchema,
  NATIONS,
  nationCodeOf,
  nationName,
  nationSchema,
  optionalIdCardSchema,
  PARENT_RELATIONSHIPS,
  PEOPLE_LIMITS,
  parentSchema,
  parentsSchema,
  registrationNumberSchema,
  relationshipLabel,
  sexSchema,
  studentFields,
  studentNumberSchema,
  teacherFields,
} from './people.ts';
// Physique health (national standard 2014)
export * from './physique/index.ts';
// Rounding
export type { RoundingDecimals, RoundingMode, RoundingSettings } from './rounding.ts';
export {
  decimalPlaces,
  divideAndRound,
  ROUNDING_DECIMALS,
  ROUNDING_MODES,
  roundTo,
  roundWith,
  sumExact,
} from './rounding.ts';
export { wholeNumberInput, withChecks } from './schema.ts';
// School year: grades, stages, semesters, academic years, sexes
export type { DateSpan, EducationStage, GradeKey, SemesterCode, StudentGrade } from './school-year.ts';
export {
  academicYearLabel,
  EDUCATION_STAGES,
  ENROLMENT_YEAR_RANGE,
  educationStage,
  firstOverlap,
  GRADE_KEYS,
  gradeKey,
  gradeLabel,
  gradeOfKey,
  isIsoDate,
  isOrderedSpan,
  isSemesterCode,
  isStudentGrade,
  parseAcademicYearLabel,
  parseSemesterCode,
  SCHOOL_GRADE_LEVELS,
  SEMESTER_CODES,
  SEMESTERS,
  semesterLabel,
  semesterOf,
  spansOverlap,
  stageLabel,
} from './school-year.ts';
export type { Sex } from './sex.ts';
export { isSex, SEXES, sexLabel } from './sex.ts';
export { frameDestination, type SignInDestination, type SignInState, signInDestination } from './sign-in.ts';
// Sports meets
export * from './sports-meet/index.ts';
// Statuses
export type { StatusMachine, StatusOf, TransitionCheck } from './status.ts';
export {
  canTransition,
  checkTransition,
  initialStatus,
  isStatus,
  nextStates,
  STATUS_MACHINES,
  statusesOf,
  statusLabel,
} from './status.ts';
// Organisation structure: departments, colleges and majors
export type { TreeNode, TreePlacementProblem } from './structure.ts';
export {
  branchHeight,
  collegeCodeSchema,
  collegeNameSchema,
  departmentNameSchema,
  depthOf,
  descendantIds,
  majorCodeSchema,
  majorNameSchema,
  STRUCTURE_LIMITS,
  sortNumSchema,
  studyYearsSchema,
  treePlacementProblem,
} from './structure.ts';
export type { TextOptions } from './text.ts';
export {
  isHttpUrl,
  isNotBlank,
  isPlainLine,
  notBlank,
  PLAIN_LINE,
  PLAIN_LINES,
  plainText,
  TEXT_MAX,
  text,
  urlText,
} from './text.ts';
export type { UploadCandidate, UploadKind, UploadKindRules, UploadProblem } from './upload.ts';
export {
  acceptAttribute,
  acceptedExtensions,
  COMPRESSION_THRESHOLD_BYTES,
  checkImportPrerequisites,
  checkUpload,
  formatByteSize,
  needsCompression,
  STUDENT_IMPORT_TYPE,
  UPLOAD_BYTE_LIMITS,
  UPLOAD_KINDS,
  uploadKindRules,
} from './upload.ts';
export type { LoginForm, ValidationIssue } from './validation.ts';
export {
  CLASS_CODE_RANGE,
  COORDINATE_LIMITS,
  classCodeSchema,
  contactPhoneSchema,
  departmentCodeSchema,
  deviceCountSchema,
  deviceCountsSchema,
  idCardNumberSchema,
  isContactPhone,
  isWholeLocation,
  latitudeSchema,
  linkSchema,
  loginAccountSchema,
  loginSchema,
  longitudeSchema,
  MINIMUM_REPORT_FEE,
  mapLocationSchema,
  meetScheduleSchema,
  mobileNumberSchema,
  newPasswordSchema,
  organisationAdminPasswordSchema,
  organisationCodeSchema,
  organisationNameSchema,
  passwordSchema,
  personNameSchema,
  reportFeeSchema,
  roleNameSchema,
  TEXT_LIMITS,
  trainingPlanNameSchema,
  validationIssues,
  venueCodeSchema,
} from './validation.ts';
