import { formatByteSize, type GRADE_KEYS, gradeLabel } from '@school-sports/domain';
import { fileRead, lessonDetail, lessonPlay } from '@school-sports/gateway-client';
import { Button, Descriptions, PageHeader } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { saveFile } from '../../kit/exportList.ts';
import { StoredImage, useStoredFile } from '../../kit/StoredImage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import * as css from './lessons.css.ts';

type Lesson = NonNullable<ReturnType<typeof useGatewayQuery<typeof lessonDetail>>['data']>;

/**
 * A video or recording played by the browser's own player, from a signed address the gateway gives
 * for a few minutes (a media element cannot send the session's token). The player fetches the parts
 * it needs as it plays and seeks; when the address has expired by the time it asks again, a new one
 * is fetched and playing goes on from where it was.
 */
function LessonPlayer({ lesson, fileId }: { lesson: Lesson; fileId: string }) {
  const intl = useIntl();
  const address = useGatewayQuery(lessonPlay, { lessonId: lesson.lessonId, fileId });
  // A shared resource's cover comes through its signed address; the organisation's own with the session.
  const ownPoster = useStoredFile(lesson.owned ? lesson.coverId : null);
  const poster = lesson.owned ? ownPoster : lesson.coverUrl;
  const [resumeAt, setResumeAt] = useState(0);
  const label = intl.formatMessage({ id: 'lessons.player' }, { name: lesson.title });
  if (address.error) return <p role="alert">{address.error}</p>;
  const url = address.data?.url;
  if (!url) return null;
  const renew = (element: HTMLMediaElement) => {
    // Only a refusal of an address that has run out is renewed; anything else shows the player's own error.
    if (address.data && Date.parse(address.data.expiresAt) <= Date.now()) {
      setResumeAt(element.currentTime);
      address.reload();
    }
  };
  const common = {
    src: url,
    controls: true,
    preload: 'metadata',
    'aria-label': label,
    onError: (event: { currentTarget: HTMLMediaElement }) => renew(event.currentTarget),
    onLoadedMetadata: (event: { currentTarget: HTMLMediaElement }) => {
      if (resumeAt > 0) event.currentTarget.currentTime = resumeAt;
    },
  } as const;
  return lesson.kind === 'audio' ? (
    <audio className={css.audio} {...common} />
  ) : (
    <video className={css.video} {...common} poster={poster ?? undefined} />
  );
}

/**
 * `lessonAssistant/lessonResourceList/detail/{id}`: one lesson resource as a teacher prepares a
 * lesson with it: its video or recording playing in the page (the cover as the video's poster), its
 * document to open or its pictures, and its facts.
 */
export function LessonDetailPage() {
  const lessonId = useParams().id ?? '';
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const answer = useGatewayQuery(lessonDetail, { lessonId });
  const lesson = answer.data;
  const label = (id: string) => intl.formatMessage({ id });
  const gradeText = (key: (typeof GRADE_KEYS)[number]) => {
    const year = Number(key.slice(1));
    return domainText(locale, gradeLabel(key.startsWith('u') ? { university: year } : { school: year }));
  };
  const media = lesson && (lesson.kind === 'video' || lesson.kind === 'audio') ? lesson.files[0] : undefined;
  return (
    <section className={styles.screen} data-screen="lessonAssistant/lessonResourceList/detail">
      <PageHeader
        title={lesson?.title ?? label('lessons.detail')}
        onBack={() => navigate('../..', { relative: 'path' })}
        actions={
          lesson?.owned && can('edit') ? (
            <Button variant="secondary" onPress={() => navigate(`../../edit/${lesson.lessonId}`, { relative: 'path' })}>
              {label('common.edit')}
            </Button>
          ) : undefined
        }
      />
      {answer.error ? <p role="alert">{answer.error}</p> : null}
      {lesson ? (
        <>
          {media ? <LessonPlayer lesson={lesson} fileId={media.fileId} /> : null}
          {lesson.kind === 'images' ? (
            <ul className={css.pictures} aria-label={label('lessons.files')}>
              {lesson.files.map((file) => (
                <li key={file.fileId}>
                  {lesson.owned ? (
                    <StoredImage className={css.picture} fileId={file.fileId} alt={file.name} />
                  ) : (
                    <img className={css.picture} src={file.url} alt={file.name} />
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          <Descriptions
            bordered
            columns={2}
            items={[
              { label: label('lessons.kind'), value: domainText(locale, `lesson.kind.${lesson.kind}`) },
              { label: label('lessons.topic'), value: lesson.topic },
              { label: label('lessons.grades'), value: lesson.gradeKeys.map(gradeText).join(', ') },
              {
                label: label('lessons.visibility'),
                value: lesson.owned
                  ? domainText(locale, `lesson.visibility.${lesson.visibility}`)
                  : label('lessons.fromAbove'),
              },
              { label: label('lessons.size'), value: formatByteSize(lesson.size) },
              {
                label: label('lessons.createdAt'),
                value: intl.formatDate(lesson.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
              },
              { label: label('lessons.description'), value: lesson.description },
            ]}
          />
          <section aria-labelledby="lesson-files">
            <h2 id="lesson-files">{label('lessons.files')}</h2>
            <ul className={css.savedFiles}>
              {lesson.files.map((file) => (
                <li key={file.fileId} className={css.savedFile}>
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={intl.formatMessage({ id: 'lessons.download' }, { name: file.name })}
                    onPress={async () => {
                      if (lesson.owned) {
                        const read = await gateway.download(fileRead, { fileId: file.fileId });
                        saveFile(read.blob, file.name);
                        return;
                      }
                      // A shared resource's file comes through its signed address, which needs no token.
                      const link = document.createElement('a');
                      link.href = file.url;
                      link.download = file.name;
                      link.click();
                    }}
                  >
                    {file.name} ({formatByteSize(file.size)})
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </section>
  );
}
