import { formatByteSize, GRADE_KEYS, gradeLabel, LESSON_KINDS } from '@school-sports/domain';
import { lessonDelete, lessonExport, lessonPage } from '@school-sports/gateway-client';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { StoredImage } from '../../kit/StoredImage.tsx';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as css from './lessons.css.ts';

type Lesson = RowOf<typeof lessonPage>;

const lessons = defineResource({
  screen: 'lessonAssistant/lessonResourceList',
  texts: 'lessons',
  page: lessonPage,
  export: lessonExport,
  key: (row) => row.lessonId,
  name: (row) => row.title,
  remove: { call: ([row]) => call(lessonDelete, { lessonId: row?.lessonId ?? '' }) },
});

/** The grade key's label: `g3` → 三年级 / Grade 3, `u1` → 大一. */
function gradeText(locale: Parameters<typeof domainText>[0], key: (typeof GRADE_KEYS)[number]) {
  const year = Number(key.slice(1));
  return domainText(locale, gradeLabel(key.startsWith('u') ? { university: year } : { school: year }));
}

/**
 * `lessonAssistant/lessonResourceList`: the organisation's lesson resources (videos, recordings,
 * documents and image sets for grade levels and an item or topic) with their covers, searched,
 * filtered by kind and grade, exported, edited and deleted (issue 47).
 */
export function LessonsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const c = useColumns<Lesson>();
  const kindText = (kind: Lesson['kind']) => domainText(locale, `lesson.kind.${kind}`);
  return (
    <ResourceList
      resource={lessons}
      columns={[
        c.column('coverUrl', 'lessons.cover', {
          in: 'table',
          value: () => '',
          render: (row) => {
            const fileId = row.coverUrl?.split('/').pop();
            return fileId ? (
              <StoredImage
                className={css.thumbnail}
                fileId={fileId}
                alt={intl.formatMessage({ id: 'lessons.coverOf' }, { name: row.title })}
              />
            ) : (
              <span className={css.noCover} data-kind={row.kind}>
                {kindText(row.kind)}
              </span>
            );
          },
        }),
        c.column('title', 'lessons.resourceTitle', { isRowHeader: true }),
        c.column('kind', 'lessons.kind', { value: (row) => kindText(row.kind) }),
        c.column('gradeKeys', 'lessons.grades', {
          value: (row) => row.gradeKeys.map((key) => gradeText(locale, key)).join(', '),
        }),
        c.column('topic', 'lessons.topic'),
        c.column('size', 'lessons.size', { value: (row) => formatByteSize(row.size) }),
        c.moment('createdAt', 'lessons.createdAt', (row) => row.createdAt, { hideable: true }),
      ]}
      rowActions={(row) => (
        <RowButton
          // A video or recording is opened to be played; a document or image set to be looked at.
          action={row.kind === 'video' || row.kind === 'audio' ? 'lessons.play' : 'lessons.detail'}
          name={row.title}
          onPress={() => navigate(`detail/${row.lessonId}`)}
        />
      )}
      filters={() => [
        { kind: 'search', name: 'keyword', label: intl.formatMessage({ id: 'lessons.search' }) },
        {
          kind: 'select',
          name: 'kind',
          label: intl.formatMessage({ id: 'lessons.kind' }),
          options: LESSON_KINDS.map((kind) => ({ value: kind, label: kindText(kind) })),
        },
        {
          kind: 'select',
          name: 'gradeKey',
          label: intl.formatMessage({ id: 'lessons.grade' }),
          options: GRADE_KEYS.map((key) => ({ value: key, label: gradeText(locale, key) })),
        },
      ]}
    />
  );
}
