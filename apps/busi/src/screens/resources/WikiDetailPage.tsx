import { statusLabel } from '@school-sports/domain';
import { articleDetail } from '@school-sports/gateway-client';
import { Descriptions, PageHeader, StatusTag } from '@school-sports/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { AttachmentList } from '../../kit/AttachmentList.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { ImageAddresses } from './articleImages.ts';
import * as css from './wiki.css.ts';

/**
 * An article's body as the gateway stored it: markup it sanitised to the editor's own elements
 * (no script, handler, style or outside image survives there), its images read with the session.
 */
function ArticleBody({ body }: { body: string }) {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    const addresses = new ImageAddresses();
    let cancelled = false;
    addresses.toShown(body).then((html) => {
      if (!cancelled) setShown(html);
    });
    return () => {
      cancelled = true;
      addresses.release();
    };
  }, [body]);
  if (shown === null) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the gateway keeps only the editor's elements of a body (wikiHtml.ts)
  return <div className={css.reading} dangerouslySetInnerHTML={{ __html: shown }} />;
}

/** `wikiManagement/schoolWiki/detail/{id}`: one article as its readers see it, with its attachments. */
export function WikiDetailPage() {
  const articleId = useParams().id ?? '';
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const answer = useGatewayQuery(articleDetail, { articleId });
  const article = answer.data;
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.screen} data-screen="wikiManagement/schoolWiki/detail">
      <PageHeader title={article?.title ?? label('wiki.read')} onBack={() => navigate('../..', { relative: 'path' })} />
      {answer.error ? <p role="alert">{answer.error}</p> : null}
      {article ? (
        <>
          <Descriptions
            bordered
            columns={2}
            items={[
              { label: label('wiki.category'), value: article.categoryName },
              { label: label('wiki.tags'), value: article.tags.join(', ') },
              {
                label: label('wiki.status'),
                value: (
                  <StatusTag
                    status={article.status}
                    label={domainText(locale, statusLabel('publication', article.status))}
                  />
                ),
              },
              {
                label: label('wiki.publishedAt'),
                value: article.publishedAt
                  ? intl.formatDate(article.publishedAt, { dateStyle: 'medium', timeStyle: 'short' })
                  : '',
              },
            ]}
          />
          <article aria-label={article.title}>
            <ArticleBody body={article.body} />
          </article>
          <section aria-labelledby="wiki-attachments">
            <h2 id="wiki-attachments">{label('wiki.attachments')}</h2>
            <AttachmentList files={article.attachments} empty={label('wiki.noAttachments')} />
          </section>
        </>
      ) : null}
    </section>
  );
}
