// The organisation's electronic seals and a meet's certificates (issue 46): the seals and
// certificates of the meet detail page. A seal is a square PNG uploaded as a file of kind `eStamp`
// (its shape, size and type checked by the upload), named and kept in order, at most ten per
// organisation (SPEC 5 and 9). Certificates are printed from an event's official results (one per
// placed athlete), a class's (one per place its athletes won) or the team standings, as one A4
// landscape PDF with up to two seals over the signature.
import { DOMAIN_LOCALES, notBlank, plainText, UPLOAD_KINDS, withChecks } from '@school-sports/domain';
import * as z from 'zod/mini';
import { optionalRecordId, recordId } from './fields.ts';
import * as call from './screen.ts';

/** The most seals an organisation keeps (SPEC 9), as the upload kind says. */
export const MEET_SEALS_MAX = UPLOAD_KINDS.eStamp.maxCount;

/** The longest name of a seal. */
export const MEET_SEAL_NAME_MAX = 30;

/** A seal as the seals' list shows it. */
export const meetSealRecord = z.object({
  sealId: z.string(),
  name: z.string(),
  /** The stored PNG, read with `fileRead`. */
  fileId: z.string(),
  sortNum: z.int(),
  enabled: z.boolean(),
});

const sealFields = {
  name: withChecks(
    z.string({ error: 'validation.meetSeal.nameRequired' }),
    z.trim(),
    z.minLength(1, { error: 'validation.meetSeal.nameRequired', abort: true }),
    notBlank('validation.meetSeal.nameRequired'),
    plainText(),
    z.maxLength(MEET_SEAL_NAME_MAX, 'validation.meetSeal.nameLength'),
  ),
  fileId: recordId('validation.meetSeal.file'),
  enabled: z._default(z.boolean({ error: 'validation.meetSeal.enabled' }), true),
};

const meetSealScreen = call.screen(
  'meetSeal',
  'sportsMeet',
  { sealId: recordId('meetSeal.notFound') },
  'sportsMeet/seal',
);

/** `GET /api/busi/web/sportsMeet/seal/list`: the organisation's seals, in order (at most ten). */
export const meetSealList = call.list(
  meetSealScreen,
  meetSealRecord,
  'The organisation’s electronic seals, at most ten, in order',
);

/** `POST /api/busi/web/sportsMeet/seal/add`: a seal from an uploaded `eStamp` file; the eleventh is refused. */
export const meetSealAdd = call.write(meetSealScreen, 'Add', 'add', 'sealAdd', {
  request: z.object(sealFields),
  data: z.object({ sealId: z.string() }),
  summary:
    'Add an electronic seal: a name and a square PNG uploaded as kind eStamp; at most ten per organisation, counted under its lock',
});

/** `POST /api/busi/web/sportsMeet/seal/edit`: a seal renamed, its image replaced or its use switched. */
export const meetSealEdit = call.write(meetSealScreen, 'Edit', 'edit', 'sealEdit', {
  request: z.object({ sealId: recordId('meetSeal.notFound'), ...sealFields }),
  data: z.null(),
  summary: 'Edit an electronic seal: its name, its image (another eStamp upload) and whether certificates may use it',
});

/** `POST /api/busi/web/sportsMeet/seal/delete`: a seal and its image deleted. */
export const meetSealDelete = call.write(meetSealScreen, 'Delete', 'delete', 'sealDelete', {
  request: z.object({ sealId: recordId('meetSeal.notFound') }),
  data: z.null(),
  summary: 'Delete an electronic seal and its image',
});

/** What a batch of certificates is of: an event's placed athletes, a class's places, or the teams. */
export const CERTIFICATE_BATCHES = ['event', 'class', 'teams'] as const;
export type CertificateBatch = (typeof CERTIFICATE_BATCHES)[number];

const meetCertificateScreen = call.screen(
  'meetCertificate',
  'sportsMeet',
  { meetId: recordId('meet.notFound') },
  'sportsMeet/certificate',
);

/** `GET /api/busi/web/sportsMeet/certificate/print`: a batch of certificates as one PDF. */
export const meetCertificatePrint = call.download(
  meetCertificateScreen,
  'Print',
  'print',
  'certificatePrint',
  {
    meetId: recordId('meet.notFound'),
    batch: z.enum(CERTIFICATE_BATCHES, { error: 'validation.meetCertificate.batch' }),
    /** The event of an `event` batch. */
    eventId: optionalRecordId('meetEvent.notFound'),
    /** The class of a `class` batch. */
    classId: optionalRecordId('class.notFound'),
    /** Up to two enabled seals of the organisation, drawn over the signature. */
    sealId: optionalRecordId('meetSeal.notFound'),
    secondSealId: optionalRecordId('meetSeal.notFound'),
    /** The certificates' language; the caller's when left out. */
    language: z.optional(z.enum(DOMAIN_LOCALES, { error: 'validation.meetCertificate.language' })),
  },
  'Certificates of a meet as one A4 landscape PDF, a page each: an event’s placed athletes, a class’s places in events with confirmed results, or the placed teams; with up to two seals, in a chosen language',
);
