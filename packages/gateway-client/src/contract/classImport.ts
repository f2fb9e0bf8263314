import * as call from './screen.ts';

// The class import's own screen reference: the endpoints sit under `class/` beside the class list.
const classScreen = call.screen('class', 'org/class', {});

/** `GET /api/busi/web/class/import/template`: the class import template in the caller's language. */
export const classImportTemplate = call.importTemplate(
  classScreen,
  'The .xlsx template of the class import: headings, instructions and the valid values (grades, teachers; colleges and majors at a university)',
);

/**
 * `POST /api/busi/web/class/import`: adds classes from the template (multipart: one .xlsx file).
 * Answers the failure file; `content-disposition` names the counts. A class is keyed by its grade
 * and code: a class already there is updated, never doubled.
 */
export const classImport = call.importFile(
  classScreen,
  {},
  'Import classes from the template (.xlsx, no formulas) into the current academic year: new ones are added, existing ones (by grade and code) updated; the failed rows answered as a file with their reasons',
);

/** `GET /api/busi/web/class/import/progress`: how far the caller's class import has got. */
export const classImportProgress = call.importProgress(
  classScreen,
  'How far the caller’s class import named by progressId has got: rows checked, then rows written',
);
