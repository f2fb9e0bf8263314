import { formatByteSize, GRADE_KEYS, gradeLabel, LESSON_KINDS } from '@school-sports/domain';
import { lessonCopy, lessonDelete, lessonExport, lessonPage, lessonShare } from '@school-sports/gateway-client';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { StoredImage } from '../../kit/StoredImage.tsx';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import * as css from './lessons.css.ts';

type Lesson = RowOf<typeof lessonPage>;

const lessons = defineResource({
  screen: 'lessonAssistant/lessonResourceList',
  texts: 'lessons',
  page: lessonPage,
  export: lessonExport,
  key: (row) => row.lessonId,
  name: (row) => row.title,
  // A resource shared from above is read, played and copied here, never changed.
  editPath: (row) => (row.owned ? `edit/${row.lessonId}` : null),
  remove: {
    call: ([row]) => call(lessonDelete, { lessonId: row?.lessonId ?? '' }),
    allowed: (row) => row.owned,
  },
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
  const can = useCan();
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
            const alt = intl.formatMessage({ id: 'lessons.coverOf' }, { name: row.title });
            // A shared resource's cover comes through its signed address; the organisation's own with the session.
            if (!row.owned && row.coverUrl) return <img className={css.thumbnail} src={row.coverUrl} alt={alt} />;
            const fileId = row.coverUrl?.split('/').pop();
            return fileId ? (
              <StoredImage className={css.thumbnail} fileId={fileId} alt={alt} thumbnail />
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
        c.column('visibility', 'lessons.visibility', {
          value: (row) =>
            row.owned
              ? domainText(locale, `lesson.visibility.${row.visibility}`)
              : intl.formatMessage({ id: 'lessons.fromAbove' }),
        }),
        c.column('size', 'lessons.size', { value: (row) => formatByteSize(row.size) }),
        c.moment('createdAt', 'lessons.createdAt', (row) => row.createdAt, { hideable: true }),
      ]}
      rowActions={(row, list) => (
        <>
          <RowButton
            // A video or recording is opened to be played; a document or image set to be looked at.
            action={row.kind === 'video' || row.kind === 'audio' ? 'lessons.play' : 'lessons.detail'}
            name={row.title}
            onPress={() => navigate(`detail/${row.lessonId}`)}
          />
          {row.owned && can('lessonShare') ? (
            <RowButton
              action={row.visibility === 'shared' ? 'lessons.unshare' : 'lessons.share'}
              name={row.title}
              onPress={async () => {
                const shared = row.visibility !== 'shared';
                if (await list.run(lessonShare, { lessonId: row.lessonId, shared }, 'success.saved')) list.reload();
              }}
            />
          ) : null}
          {!row.owned && can('lessonCopy') ? (
            <RowButton
              action="lessons.copy"
              name={row.title}
              onPress={async () => {
                if (await list.run(lessonCopy, { lessonId: row.lessonId }, 'success.added')) list.reload();
              }}
            />
          ) : null}
        </>
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
