// What a folder of `areas/` declares once: the routes it registers and the jobs it runs. The
// gateway (`app.ts`) registers every folder `areas/index.ts` lists, each with the same
// dependencies, so adding an area is a folder and one line, never a new hand-written call.
import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../auth/secretBox.ts';
import type { Database } from '../db/index.ts';
import type { PlaybackLinks } from '../files/playbackLink.ts';
import type { FileStore } from '../files/store.ts';
import type { Router } from '../http/router.ts';
import type { RunnableJobKind } from '../jobs/queue.ts';
import type { Schedule } from '../jobs/runner.ts';
import type { PdfFontFiles } from '../pdf/fontFiles.ts';

/** Everything an area's routes may need, the same for every area: each takes what it uses. */
export interface AreaDeps {
  db: Database;
  /** Where uploaded files are kept. */
  store: FileStore;
  /** Most bytes of files one organisation may keep. */
  quotaBytes: number;
  /** For automated tests only: a code every captcha accepts. */
  captchaTestCode: string | undefined;
  /** Seals and opens the partner platforms' secrets. */
  partnerSecrets: SecretBox;
  /**
   * Whether OpenID Connect partners may have an issuer over plain http on this machine's loopback:
   * only in the test and demonstration modes, where the partner simulator runs.
   */
  loopbackIssuers: boolean;
  /** Signs the short-lived addresses lesson media play from. */
  playback: PlaybackLinks;
  /** The fonts printed reports are drawn in; Debian's Noto CJK when unset. */
  pdfFonts?: PdfFontFiles;
  /**
   * Where a large list's total turns to an estimate (`tenancy/paging.ts`); unset, its own
   * threshold. Tests set a small one rather than write that many rows.
   */
  exactTotalBelow?: number;
}

/** What a recurring job of an area needs besides the database. */
export interface ScheduleDeps {
  db: Database;
  log: FastifyBaseLogger;
}

/** One area: a folder of `areas/`, declared once in its `index.ts`. */
export interface Area {
  /** Registers a part of the area's routes; in this order, which is the order they are listed in. */
  routes: ReadonlyArray<(router: Router, deps: AreaDeps) => void>;
  /** The kinds of job the area queues from its routes, which every gateway may claim. */
  jobs?: readonly RunnableJobKind[];
  /** The jobs the area runs on a schedule. */
  schedules?: (deps: ScheduleDeps) => Schedule[];
}

/** Declares an area (typed here, so a folder's mistakes show in its own index). */
export function defineArea(area: Area): Area {
  return area;
}
