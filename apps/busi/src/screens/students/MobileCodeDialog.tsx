import { type DataOf, studentMobileCode, type studentPage } from '@school-sports/gateway-client';
import { Select } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../kit/FormDialog.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useGatewayAction } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as css from './students.css.ts';
import { relationshipText } from './studentText.ts';

type StudentRow = DataOf<typeof studentPage>['records'][number];

/**
 * A one-time code with which a student, or one of their parents, sets a password in the mobile app
 * (docs/decisions.md, "The mobile API"): the staff member picks for whom, and the code is shown once,
 * with the day it stops working, to hand over on paper. A new code replaces the last one.
 */
export function MobileCodeDialog({ student, onClose }: { student: StudentRow; onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { run, isPending } = useGatewayAction();
  const [holder, setHolder] = useState('');
  const [issued, setIssued] = useState<{ code: string; expiresAt: string; name: string } | null>(null);
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const holders = [
    { id: 'student', label: text('students.mobileCode.self', { name: student.name }) },
    ...student.parents.map((parent) => ({
      id: parent.parentId,
      label: `${parent.name}（${relationshipText(locale, parent.relationship)}）`,
    })),
  ];

  async function issue() {
    const parentId = holder === '' || holder === 'student' ? '' : holder;
    const answer = (await run(studentMobileCode, { studentId: student.studentId, parentId }))?.data;
    if (!answer) return;
    const name = holders.find((one) => one.id === (parentId || 'student'))?.label ?? student.name;
    setIssued({ code: answer.code, expiresAt: answer.expiresAt.slice(0, 10), name });
  }

  return (
    <FormDialog
      title={text('students.mobileCode.title', { name: student.name })}
      onClose={onClose}
      onConfirm={() => void issue()}
      confirmLabel={text('students.mobileCode.issue')}
      isPending={isPending}
      doneLabel={issued ? text('students.mobileCode.close') : undefined}
    >
      {issued ? (
        <div role="status" className={styles.formFields}>
          <p>{text('students.mobileCode.issued', { name: issued.name, date: issued.expiresAt })}</p>
          <p>
            <strong lang="en" className={css.code}>
              {issued.code}
            </strong>
          </p>
          <p className={styles.muted}>{text('students.mobileCode.once')}</p>
        </div>
      ) : (
        <Select
          label={text('students.mobileCode.holder')}
          description={text('students.mobileCode.help')}
          items={holders}
          value={holder || 'student'}
          onChange={(key) => setHolder(key === null ? '' : String(key))}
        />
      )}
    </FormDialog>
  );
}
