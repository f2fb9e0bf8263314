import { studentImport, studentImportProgress, studentImportTemplate } from '@school-sports/gateway-client';
import { ImportDialog, type ImportDialogProps, Select } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../../kit/screens.css.ts';
import { useImportTemplate, useImportUpload } from '../shared/importing.ts';
import { useStudentOptions } from './useStudentOptions.ts';

/**
 * The student import (SPEC 4, 5, 7): choose the academic year and semester, download the template,
 * upload one .xlsx file, read the counts and download the failed rows to fix and upload again.
 * After an import the chosen year and semester are cleared (SPEC 4).
 */
export function StudentImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const intl = useIntl();
  const { years } = useStudentOptions();
  const template = useImportTemplate(studentImportTemplate);
  const [academicYearId, setAcademicYearId] = useState('');
  const [semesterCode, setSemesterCode] = useState('');
  const semesters = years.data?.find((year) => year.uid === academicYearId)?.semesters ?? [];

  const importFile = useImportUpload(studentImport, studentImportProgress);
  const upload: ImportDialogProps['onUpload'] = (file, options) =>
    importFile(file, { academicYearId, semesterCode: Number(semesterCode) }, options);

  const noYears = years.data !== undefined && years.data.length === 0;
  return (
    <ImportDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage({ id: 'students.importTitle' })}
      templateHref={template.href}
      templateName={template.name}
      isReady={academicYearId !== '' && semesterCode !== ''}
      notReadyHint={intl.formatMessage({ id: noYears ? 'students.noAcademicYears' : 'students.importNotReady' })}
      requiredFields={
        <>
          <div className={styles.fieldRow}>
            <Select
              label={intl.formatMessage({ id: 'students.academicYear' })}
              items={(years.data ?? []).map((year) => ({ id: year.uid, label: year.academicYear }))}
              value={academicYearId || null}
              onChange={(key) => {
                const next = key ? String(key) : '';
                const kept = years.data
                  ?.find((year) => year.uid === next)
                  ?.semesters.some((one) => String(one.code) === semesterCode);
                setAcademicYearId(next);
                if (!kept) setSemesterCode('');
              }}
              isRequired
              errorMessage={years.error ?? undefined}
              isInvalid={Boolean(years.error)}
            />
            <Select
              label={intl.formatMessage({ id: 'students.semester' })}
              items={semesters.map((one) => ({ id: String(one.code), label: one.name }))}
              value={semesterCode || null}
              onChange={(key) => setSemesterCode(key ? String(key) : '')}
              isDisabled={academicYearId === ''}
              isRequired
            />
          </div>
          {template.error ? (
            <p role="alert" className={styles.formError}>
              {intl.formatMessage({ id: 'students.templateFailed' }, { reason: template.error })}
            </p>
          ) : null}
        </>
      }
      onUpload={upload}
      onFinished={() => {
        setAcademicYearId('');
        setSemesterCode('');
        onImported();
      }}
    />
  );
}
