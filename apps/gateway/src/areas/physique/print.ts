// Printed physique reports (issue 48): a class's year as one PDF (its class sheet, then a page per
// student) and one student's year, drawn by the PDF worker and streamed. The reports are the same
// ones the physique screen shows (`yearReports`), so a print never disagrees with the list.

import { academicYearLabel, translateDomainMessage } from '@school-sports/domain';
import { physiquePrintClass, physiquePrintStudent } from '@school-sports/gateway-client/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { organisation, schoolClass, student } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { drawnPdf, pdfFileName } from '../../http/printed.ts';
import type { Caller, Router } from '../../http/router.ts';
import type { PdfFontFiles } from '../../pdf/fontFiles.ts';
import { classReportDocument, type PrintableReport, studentReportDocument } from '../../pdf/physiqueReport.ts';
import { renderPdfInWorker } from '../../pdf/printer.ts';
import { checkReach } from '../../tenancy/dataScope.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import { type StudentYear, yearReports } from './years.ts';

export function registerPhysiquePrintRoutes(router: Router, deps: { db: Database; pdfFonts?: PdfFontFiles }) {
  const { db } = deps;
  const data = dataLayer(db);

  /** The school's name as its reports print it. */
  async function schoolOf(caller: Caller | null) {
    const tenant = data.tenant(caller);
    const [own] = await db
      .select({ name: organisation.name })
      .from(organisation)
      .where(eq(organisation.id, tenant.account.orgId));
    return { name: own?.name ?? '' };
  }

  function printable(
    year: StudentYear,
    school: { name: string },
    yearLabel: string,
    locale: ReturnType<typeof requestLocale>,
  ): PrintableReport {
    return {
      school,
      student: {
        name: year.studentName,
        studentNumber: year.studentNumber,
        className: year.className ?? '',
        gradeName: translateDomainMessage(locale, `grade.${year.gradeKey}`),
        sex: year.sex,
      },
      yearLabel,
      scores: year.report,
      ...(year.values.height === undefined ? {} : { height: year.values.height }),
      ...(year.values.weight === undefined ? {} : { weight: year.values.weight }),
    };
  }

  router.blob(physiquePrintClass, async ({ caller, input, request }) => {
    const locale = requestLocale(request);
    const tenant = data.tenant(caller);
    const chosen = await tenant.scoped(schoolClass).one(input.classId, 'class.notFound');
    checkReach(await tenant.classReach(), chosen.id);
    const year = await yearReports(db, caller, {
      academicYearId: input.academicYearId,
      classId: chosen.id,
      keyword: '',
    });
    if (year.startYear === null) throw new ApiError(404, 'physique.print.noYear', { field: 'academicYearId' });
    const school = await schoolOf(caller);
    const yearLabel = academicYearLabel(year.startYear);
    const reports = year.students.map((one) => printable(one, school, yearLabel, locale));
    const gradeName = year.students[0] ? translateDomainMessage(locale, `grade.${year.students[0].gradeKey}`) : '';
    const document = classReportDocument(reports, { school, gradeName, className: chosen.name, yearLabel }, locale);
    return {
      body: await drawnPdf(renderPdfInWorker(document, deps.pdfFonts), 'physique.print.unavailable'),
      contentType: 'application/pdf',
      fileName: pdfFileName(chosen.name, yearLabel),
    };
  });

  router.blob(physiquePrintStudent, async ({ caller, input, request }) => {
    const locale = requestLocale(request);
    const tenant = data.tenant(caller);
    const pupil = await tenant.scoped(student).one(input.studentId, 'student.notFound');
    const year = await yearReports(db, caller, {
      academicYearId: input.academicYearId,
      classId: '',
      keyword: pupil.studentNumber,
    });
    const found = year.students.find((one) => one.studentId === pupil.id);
    if (year.startYear === null || !found)
      throw new ApiError(404, 'physique.print.noYear', { field: 'academicYearId' });
    const yearLabel = academicYearLabel(year.startYear);
    const document = studentReportDocument(printable(found, await schoolOf(caller), yearLabel, locale), locale);
    return {
      body: await drawnPdf(renderPdfInWorker(document, deps.pdfFonts), 'physique.print.unavailable'),
      contentType: 'application/pdf',
      fileName: pdfFileName(pupil.name, yearLabel),
    };
  });
}
