// A sports meet's certificates: one A4 landscape page per placed athlete or team, with a border,
// the title, who is awarded what place for which mark, and the organisation's name and the meet's
// day under up to two of its electronic seals. Built from plain input, like the physique reports,
// so the route that prints them and the tests need nothing but names and places.
import {
  DomainError,
  type DomainLocale,
  type DomainMessageId,
  type EventMeasure,
  type EventSex,
  type EventUnit,
  formatMark,
  type MessageValues,
  translateDomainMessage,
} from '@school-sports/domain';
import type { Content } from 'pdfmake';
import { imageDataUrl, isPng, type PdfDocument, printableText, type StyleDictionary } from './content.ts';

/** An athlete's (or a class team's) place in an event. */
export interface AthleteCertificate {
  readonly kind: 'athlete';
  readonly name: string;
  /** The class as people name it (`三年级1班`). */
  readonly className: string;
  readonly event: { readonly name: string; readonly sex: EventSex };
  /** A class's team in a relay or team game: its members in order, the class being `className`. */
  readonly members?: readonly string[];
  /** The mark as the meet keeps it, in the event's unit (seconds for a time). */
  readonly mark: { readonly value: number; readonly measure: EventMeasure; readonly unit: EventUnit };
  readonly place: number;
}

/** A team's (a class's or a grade's) place in the meet's standings. */
export interface TeamCertificate {
  readonly kind: 'team';
  readonly name: string;
  readonly total: number;
  readonly place: number;
}

export type PrintableCertificate = AthleteCertificate | TeamCertificate;

/** A batch of certificates: what they share, and one page each. */
export interface CertificateBatch {
  /** The organisation awarding them, printed over the seals. */
  readonly organisation: string;
  readonly meetName: string;
  /** The day printed under the organisation's name (`YYYY-MM-DD`): the meet's last day. */
  readonly date: string;
  /** The meet's decimals of marks. */
  readonly decimals: number;
  /** Up to two seals, square PNG bytes of at most {@link SEAL_MAX_BYTES} each. */
  readonly seals: readonly Uint8Array[];
  readonly certificates: readonly PrintableCertificate[];
}

/** The largest seal a certificate takes, as the `eStamp` upload allows. */
export const SEAL_MAX_BYTES = 2 * 1024 * 1024;
/** The most seals drawn over one signature. */
export const SEALS_MAX = 2;

// The longest texts printed, in characters: any real name fits on its line at its size, and a
// longer one is cut rather than pushing the signature off the page.
const ORGANISATION_MAX = 30;
const MEET_MAX = 40;
const NAME_MAX = 20;
const CLASS_MAX = 20;
const EVENT_MAX = 24;
const MEMBERS_MAX = 60;

// A4 landscape in points, and where the signature sits on it: the seals are stamped over the
// organisation's name, as an ink seal is, centred on it.
const PAGE = { width: 841.89, height: 595.28 } as const;
const SIGNATURE = { x: 500, y: 430, width: 280 } as const;
const SEAL_SIZE = 110;
const SEAL_GAP = 12;

const STYLES: StyleDictionary = {
  title: { fontSize: 40, bold: true, alignment: 'center', color: '#8b1a1a' },
  recipient: { fontSize: 22, bold: true },
  body: { fontSize: 17, lineHeight: 1.5 },
  place: { fontSize: 34, bold: true, alignment: 'center', color: '#8b1a1a' },
  signature: { fontSize: 16, alignment: 'center' },
};

function textsOf(locale: DomainLocale): (id: DomainMessageId, values?: MessageValues) => string {
  return (id, values) => translateDomainMessage(locale, id, values);
}

/** A day (`2026-05-20`) as the language writes it: 2026年5月20日, May 20, 2026. */
export function certificateDay(day: string, locale: DomainLocale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

function checkSeals(seals: readonly Uint8Array[]): void {
  if (seals.length > SEALS_MAX) throw new DomainError('meetSeal.file');
  for (const seal of seals)
    if (!(seal instanceof Uint8Array) || seal.byteLength > SEAL_MAX_BYTES || !isPng(seal))
      throw new DomainError('meetSeal.file');
}

/** A team's points as printed: at most two decimals, none when whole. */
function pointsText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The lines of one certificate's body: who, for what, and the place. */
function awardLines(
  certificate: PrintableCertificate,
  batch: CertificateBatch,
  text: ReturnType<typeof textsOf>,
  locale: DomainLocale,
): { recipient: string; body: string; place: string } {
  const meet = printableText(batch.meetName, MEET_MAX);
  const place = text('meetCertificate.print.place', { place: certificate.place });
  if (certificate.kind === 'team') {
    return {
      recipient: text('meetCertificate.print.team', { team: printableText(certificate.name, CLASS_MAX) }),
      body: text('meetCertificate.print.teamBody', { meet, total: pointsText(certificate.total) }),
      place,
    };
  }
  const { event, mark } = certificate;
  const eventName = text('meetCertificate.print.event', {
    event: printableText(event.name, EVENT_MAX),
    sex: text(`meetCertificate.print.sex.${event.sex}` as DomainMessageId),
  });
  const formatted = formatMark(mark.value, mark.measure, mark.measure === 'counted' ? 0 : batch.decimals);
  return {
    recipient: certificate.members
      ? text('meetCertificate.print.relayTeam', {
          className: printableText(certificate.className, CLASS_MAX),
          members: printableText(certificate.members.join(locale === 'en-US' ? ', ' : '、'), MEMBERS_MAX),
        })
      : text('meetCertificate.print.athlete', {
          name: printableText(certificate.name, NAME_MAX),
          className: printableText(certificate.className, CLASS_MAX),
        }),
    body: text('meetCertificate.print.athleteBody', {
      meet,
      event: eventName,
      mark: text(`meetCertificate.print.unit.${mark.unit}` as DomainMessageId, { mark: formatted }),
    }),
    place,
  };
}

/**
 * The page's border: a thick frame and a thin one inside it, in the seal's red. A new one for each
 * page: pdfmake marks up the content it lays out, and a node shared by pages moves on each.
 */
const border = (): Content => ({
  canvas: [
    { type: 'rect', x: 0, y: 0, w: PAGE.width - 40, h: PAGE.height - 40, lineWidth: 4, lineColor: '#8b1a1a' },
    { type: 'rect', x: 10, y: 10, w: PAGE.width - 60, h: PAGE.height - 60, lineWidth: 1, lineColor: '#b8860b' },
  ],
  absolutePosition: { x: 20, y: 20 },
});

/** Where each of `count` seals goes: side by side, centred on the signature. */
function sealPositions(count: number): { x: number; y: number }[] {
  const row = count * SEAL_SIZE + (count - 1) * SEAL_GAP;
  const left = SIGNATURE.x + (SIGNATURE.width - row) / 2;
  return Array.from({ length: count }, (_, index) => ({
    x: left + index * (SEAL_SIZE + SEAL_GAP),
    y: SIGNATURE.y - SEAL_SIZE / 2 + 12,
  }));
}

/**
 * A batch of certificates as one document, a page each in the order given, in `locale`'s words.
 *
 * @throws DomainError `meetSeal.file` for more than two seals or one that is not a PNG of at most 2 MB.
 */
export function certificatesDocument(batch: CertificateBatch, locale: DomainLocale): PdfDocument {
  checkSeals(batch.seals);
  const text = textsOf(locale);
  const images: Record<string, string> = {};
  for (const [index, seal] of batch.seals.entries()) images[`seal${index}`] = imageDataUrl(seal);
  const positions = sealPositions(batch.seals.length);
  const signature = (): Content => ({
    table: {
      widths: [SIGNATURE.width],
      body: [
        [{ text: printableText(batch.organisation, ORGANISATION_MAX), style: 'signature' }],
        [{ text: certificateDay(batch.date, locale), style: 'signature', margin: [0, 8, 0, 0] }],
      ],
    },
    layout: 'noBorders',
    absolutePosition: { x: SIGNATURE.x, y: SIGNATURE.y },
  });
  const pages: Content[] = batch.certificates.map((certificate, index) => {
    const lines = awardLines(certificate, batch, text, locale);
    return {
      stack: [
        border(),
        {
          text: text('meetCertificate.print.title'),
          style: 'title',
          margin: [0, 30, 0, 26],
        },
        { text: lines.recipient, style: 'recipient', margin: [50, 0, 50, 12] },
        { text: lines.body, style: 'body', margin: [90, 0, 50, 10] },
        { text: lines.place, style: 'place', margin: [0, 6, 0, 10] },
        { text: text('meetCertificate.print.closing'), style: 'body', margin: [90, 0, 50, 0] },
        signature(),
        // Drawn after the name and day, so the seals lie over them as ink over print.
        ...positions.map(
          (position, seal): Content => ({
            image: `seal${seal}`,
            width: SEAL_SIZE,
            height: SEAL_SIZE,
            absolutePosition: { ...position },
          }),
        ),
      ],
      ...(index > 0 ? { pageBreak: 'before' as const } : {}),
    };
  });
  return {
    title: `${text('meetCertificate.print.title')} · ${printableText(batch.meetName, MEET_MAX)}`,
    locale,
    orientation: 'landscape',
    styles: STYLES,
    images,
    content: pages,
  };
}
