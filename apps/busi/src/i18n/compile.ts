import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { DOMAIN_LOCALES, domainMessages } from '@school-sports/domain';
import { type AppLocale, appLocales } from './locale.ts';
import { messagesFor } from './messages.ts';

/** What the app loads for one language: its own texts compiled for react-intl, and the domain's. */
export interface CompiledMessages {
  /** The app's texts as ICU message ASTs, so the browser needs no message parser. */
  app: Record<string, MessageFormatElement[]>;
  /** The domain's texts (validation, SPEC 8 errors, labels); placeholders are `{name}`. */
  domain: Record<string, string>;
}

/** Compiles the texts of `locale`; a text that is not valid ICU syntax throws with its id. */
export function compileMessages(locale: AppLocale): CompiledMessages {
  const app: CompiledMessages['app'] = {};
  for (const [id, text] of Object.entries(messagesFor(locale))) {
    try {
      app[id] = parse(text, { ignoreTag: true });
    } catch (error) {
      throw new Error(`Message ${id} (${locale}) is not valid ICU syntax: ${(error as Error).message}`);
    }
  }
  if (!(DOMAIN_LOCALES as readonly string[]).includes(locale)) throw new Error(`No domain messages for ${locale}`);
  const domain = Object.fromEntries(
    Object.entries(domainMessages[locale]).filter(
      ([id]) => !GATEWAY_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix)),
    ),
  );
  return { app, domain };
}

/**
 * The domain's texts only the gateway writes: into the files it answers (an import template's
 * headings and instructions, a failure file's name), and the fields' labels it puts before a
 * refusal's message (`field.`). The browser never shows them, so every screen would load them for
 * nothing (`parts.test.ts` fails when a screen names one).
 */
export const GATEWAY_ONLY_PREFIXES = [
  // What the gateway answers a device sending results: no screen shows it.
  'deviceResult.',
  'field.',
  'import.column.',
  'import.instructions.',
  'import.kind.',
  'import.sheet.',
  'import.templateName',
  'import.failureName',
  'import.reason.',
  // The printed physique report's headings and the standard's advice: the gateway writes them into
  // the PDF it answers.
  'physique.report.',
  'physique.advice.',
  // The words of a meet's certificates: the gateway writes them into the PDF it answers.
  'meetCertificate.print.',
  // The mobile API's refusals: the students' and parents' app shows them, no screen here does.
  'mobile.',
  // A resumable upload's refusals: the lesson form shows the words the gateway answers with.
  'upload.resumable.',
];

/**
 * The parts the texts load in, one language at a time: the sign-in page's (`signin`), what every
 * signed-in screen shows (`shell`: the frame, the home page, the personal centre, the shared list
 * and form texts, and the domain's validation, errors and labels), and one per area of screens,
 * which loads with the area's screens (`screens/registry.ts` names each screen's areas). `imports`
 * loads with an import dialog, `sports` is the sports meets' texts, `arrange` a meet's heats and
 * lanes (loaded by their screen alone), `results` a meet's results and standings (loaded with
 * their tabs), `standard` the national standard's (item and band names),
 * `fitness` the fitness tests' (plans, results, score search), `physique` the physique report's,
 * `booking` a plan's time slots (loaded with them, after the plan's page), `exercise` the exercise
 * records' (kinds and sources: no screen of tests carries them), `classTests` the class tests'
 * (their list and one test's results: the plans' grid need not carry them), `certificates` a meet's seals and
 * certificates (loaded with their tabs), `editor` the rich text editor's toolbar (loaded with it), `partners`
 * third-party sign-in's screen and landing page, `live` a meet's public live results page and the
 * tab that shares it, `menus` the menu management screen's.
 */
export const MESSAGE_PARTS = [
  'signin',
  'shell',
  'orgs',
  'school',
  'structure',
  'people',
  'roles',
  'devices',
  'imports',
  'jobs',
  'audit',
  'sports',
  'standard',
  'arrange',
  'results',
  'fitness',
  'physique',
  'resources',
  'booking',
  'exercise',
  'classTests',
  'certificates',
  'editor',
  'partners',
  'live',
  'menus',
] as const;

/** One part of the texts (see {@link MESSAGE_PARTS}). */
export type MessagePart = (typeof MESSAGE_PARTS)[number];

/** A part that loads with the screens of an area, after the sign-in page's and the shell's. */
export type AreaPart = Exclude<MessagePart, 'signin' | 'shell'>;

/**
 * The part of each of the app's texts, by id prefix: the longest prefix an id starts with names
 * its part, and an id no prefix names fails the compilation (a new area's texts need a part).
 */
export const APP_PARTS: Record<MessagePart, readonly string[]> = {
  signin: ['app.', 'login.'],
  shell: [
    'shell.',
    'home.',
    'myInfo.',
    'planned.',
    'notFound.',
    'status.',
    'common.',
    'form.',
    'export.',
    'imageField.',
    // The picker's count of chosen people, on the roles' and the departments' member screens.
    'people.chosenCount',
  ],
  orgs: ['orgs.'],
  school: ['acayears.', 'grades.', 'promotion.', 'classes.'],
  structure: ['departments.', 'departmentMembers.', 'colleges.', 'majors.'],
  people: ['people.', 'teachers.', 'users.', 'citizens.', 'students.', 'parents.'],
  roles: ['roles.', 'roleMembers.'],
  devices: ['devices.', 'venues.', 'venueDevices.'],
  imports: ['imports.'],
  jobs: ['jobs.'],
  audit: ['audit.'],
  sports: ['meets.', 'meetClasses.'],
  standard: [],
  arrange: ['arrangement.'],
  results: ['meetResults.', 'meetStandings.'],
  fitness: ['scores.', 'testRecords.', 'testPlans.'],
  physique: ['physiqueResults.'],
  resources: ['categories.', 'banners.', 'wiki.', 'lessons.'],
  booking: ['planSlots.'],
  exercise: ['exerciseRecords.'],
  classTests: ['classTests.'],
  certificates: ['meetSeals.', 'meetCertificates.'],
  // The rich text editor's toolbar (issue 47): loaded with the editor, after the form's first paint.
  editor: ['editor.'],
  // Third-party sign-in (issue 47): the partner platform screen and the sessionless landing page.
  partners: ['partners.', 'thirdSignIn.'],
  // A meet's live results page (issue 46): the public page and the organiser's tab that shares it.
  live: ['liveResults.'],
  // Menu management (issue 47): the platform's catalogue of menus, its operators' screen alone.
  menus: ['menus.'],
};

/**
 * The part of each of the domain's texts, by id prefix as {@link APP_PARTS}; the rest are the
 * shell's. Screens of every area show the domain's validation messages (a form checks with its
 * call's schema), labels (sex, types, statuses) and errors, so they load with the shell; only texts
 * one kind of screen shows load apart: the sign-in page's, the import dialogs' and the sports ones.
 */
export const DOMAIN_PARTS: Partial<Record<MessagePart, readonly string[]>> = {
  signin: ['auth.', 'request.', 'validation.login.', 'validation.password.'],
  imports: ['import.'],
  // The fitness tests' own texts apart from the meets': each area's screens load only theirs.
  fitness: ['fitness.', 'validation.testPlan.', 'validation.result.', 'validation.exemption.'],
  // The exercise records' kinds, sources and device refusals (issue 45): their screen alone shows them.
  exercise: ['exercise.'],
  // The physique report's screens (issue 48).
  physique: ['validation.physique.', 'validation.scoreReport.', 'scoreReport.'],
  // The standard's item and band names and its errors: every screen of results shows them, and no
  // meet screen needs to carry the fitness tests' texts, nor a results screen the meets'.
  standard: ['physique.'],
  sports: [
    'sportsMeet.',
    'meet.',
    'validation.meet.',
    // A meet's events and entries (issue 46).
    'meetEvent.',
    'meetEntry.',
    'validation.meetEvent.',
    // A class's team in a relay or team game (issue 46).
    'meetTeam.',
    'validation.meetTeam.',
    // A meet's photo gallery (issue 46).
    'meetPhoto.',
    'validation.meetPhoto.',
  ],
  // A meet's heats and lanes (issue 46): only their screen shows these.
  arrange: ['meetArrange.', 'validation.meetArrange.'],
  // A plan's time slots (issue 45): they load with the slots' part of the plan's page.
  booking: ['booking.', 'validation.slot.'],
  // The school wiki's refusals, labels and states (issue 47): only its screens show them.
  resources: [
    'wiki.',
    'validation.wiki.',
    'status.publication.',
    'field.tags',
    'field.body',
    'field.attachmentIds',
    'field.articleId',
    // Lesson resources (issue 47).
    'lesson.',
    'validation.lesson.',
    'field.gradeKeys',
    'field.gradeKey',
    'field.topic',
    'field.fileIds',
    'field.coverId',
    'field.visibility',
    'field.lessonId',
  ],
  // A meet's results, records and standings (issue 46): loaded with their tabs of the detail page.
  results: ['meetResult.', 'meetRecord.', 'validation.meetResult.', 'sportsMeet.error.markText'],
  // The organisation's seals and a meet's certificates (issue 46): loaded with their tabs.
  certificates: ['meetSeal.', 'meetCertificate.', 'validation.meetSeal.', 'validation.meetCertificate.'],
  // Third-party sign-in's refusals and labels (issue 47): its screen and landing page alone show them.
  partners: [
    'partner.',
    'validation.partner.',
    'field.partnerId',
    'field.redirectUris',
    'field.orgIds',
    // The sign-in link's fields, named by their code names as the partners' protocol spells them.
    'field.client_id',
    'field.org_id',
    'field.timestamp',
    'field.nonce',
    'field.redirect_uri',
    'field.signature',
  ],
  // A meet's live results page's refusals (issue 46): the public page and its share tab show them.
  live: ['meetLive.', 'validation.meetLive.'],
  // Menu management's refusals (issue 47): its screen alone shows them.
  menus: ['menu.', 'validation.menu.'],
};

/** The part of a message of the app's (`app`) or the domain's (`domain`) catalogue. */
export function partOf(id: string, catalogue: keyof CompiledMessages): MessagePart {
  const table = catalogue === 'app' ? APP_PARTS : DOMAIN_PARTS;
  let found: { part: MessagePart; prefix: string } | undefined;
  for (const part of MESSAGE_PARTS) {
    for (const prefix of table[part] ?? []) {
      if (id.startsWith(prefix) && prefix.length > (found?.prefix.length ?? -1)) found = { part, prefix };
    }
  }
  if (found) return found.part;
  if (catalogue === 'domain') return 'shell';
  throw new Error(`Message ${id} belongs to no part: add its prefix to APP_PARTS in apps/busi/src/i18n/compile.ts`);
}

/** The texts of one part of `messages`. */
function partOfMessages(messages: CompiledMessages, part: MessagePart): CompiledMessages {
  return {
    app: Object.fromEntries(Object.entries(messages.app).filter(([id]) => partOf(id, 'app') === part)),
    domain: Object.fromEntries(Object.entries(messages.domain).filter(([id]) => partOf(id, 'domain') === part)),
  };
}

/** The compiled files of every locale and part (`zh-CN.signin.json`, `zh-CN.shell.json`...), as `npm run messages` writes them. */
export function compiledFiles(): Record<string, string> {
  return Object.fromEntries(
    appLocales.flatMap((locale) => {
      const messages = compileMessages(locale);
      return MESSAGE_PARTS.map((part) => [
        `${locale}.${part}.json`,
        `${JSON.stringify(partOfMessages(messages, part))}\n`,
      ]);
    }),
  );
}
