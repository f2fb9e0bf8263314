import { statusesOf, statusLabel, WIKI_LIMITS } from '@school-sports/domain';
import { articleAdd, articleDetail, articleEdit, categoryList } from '@school-sports/gateway-client';
import { FieldGroup, Select, TextField } from '@school-sports/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { withParts } from '../../i18n/areas.ts';
import { domainText } from '../../i18n/translate.ts';
import { AttachmentsField } from '../../kit/Attachments.tsx';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { inTreeOrder } from '../../kit/tree.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as css from './wiki.css.ts';

// The editor and its toolbar's texts come after the form's first paint: the title, category and
// tags are there at once, and the editor's code stays out of every other screen's bundle.
const RichTextEditor = lazy(() =>
  withParts(['editor'], import('./RichTextEditor.tsx')).then((module) => ({ default: module.RichTextEditor })),
);

interface ArticleValues {
  title: string;
  categoryId: string;
  /** The tags as typed: separated by commas or spaces. */
  tags: string;
  status: 'draft' | 'published';
  body: string;
  attachmentIds: string[];
  /** The names of the attachments the article held when the form opened. */
  saved: { fileId: string; name: string }[];
}

const empty: ArticleValues = {
  title: '',
  categoryId: '',
  tags: '',
  status: 'draft',
  body: '',
  attachmentIds: [],
  saved: [],
};

/** The tags typed, each once: commas (also the full-width one and 、) and spaces separate them. */
function tagsOf(text: string): string[] {
  return [...new Set(text.split(/[,，、\s]+/u).filter((tag) => tag !== ''))];
}

function requestOf(values: ArticleValues) {
  const { title, categoryId, status, body, attachmentIds } = values;
  return { title, categoryId, tags: tagsOf(values.tags), status, body, attachmentIds };
}

/**
 * `wikiManagement/schoolWiki/add` and `.../edit/{id}`: an article's title, category, tags, publish
 * state, body written in the rich text editor with images, and attachments (issue 47).
 */
export function WikiFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const categories = useGatewayQuery(categoryList, {});
  const form = useResourceForm({
    empty,
    detail: {
      load: (articleId) => gateway.call(articleDetail, { articleId }),
      values: (record): ArticleValues => ({
        title: record.title,
        categoryId: record.categoryId,
        tags: record.tags.join(' '),
        status: record.status,
        body: record.body,
        attachmentIds: record.attachments.map((file) => file.fileId),
        saved: record.attachments.map(({ fileId, name }) => ({ fileId, name })),
      }),
    },
    add: { endpoint: articleAdd, request: requestOf },
    edit: { endpoint: articleEdit, request: (articleId, values) => ({ articleId, ...requestOf(values) }) },
  });
  const { values, errors, set } = form;
  const label = (id: string) => intl.formatMessage({ id });
  const options = inTreeOrder((categories.data ?? []).map((one) => ({ ...one, id: one.categoryId }))).map(
    ({ unit, depth }) => ({ id: unit.categoryId, label: `${'\u3000'.repeat(depth)}${unit.name}` }),
  );
  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'wiki.add', edit: 'wiki.edit' }}
      screen={{ add: 'wikiManagement/schoolWiki/add', edit: 'wikiManagement/schoolWiki/edit' }}
      error={categories.error}
    >
      <TextField label={label('wiki.articleTitle')} isRequired maxLength={WIKI_LIMITS.title} {...form.text('title')} />
      <div className={styles.fieldRow}>
        <Select
          label={label('wiki.category')}
          description={label(options.length === 0 ? 'wiki.noCategory' : 'wiki.categoryHelp')}
          items={options}
          isRequired
          // Only the categories wait for their list: the title and the rest take input at once.
          isDisabled={categories.data === undefined}
          {...form.choice('categoryId')}
        />
        <Select
          label={label('wiki.status')}
          items={statusesOf('publication').map((status) => ({
            id: status,
            label: domainText(locale, statusLabel('publication', status)),
          }))}
          isRequired
          value={values.status}
          onChange={(key) => set('status')(key === 'published' ? 'published' : 'draft')}
        />
      </div>
      <TextField
        label={label('wiki.tags')}
        description={label('wiki.tagsHelp')}
        maxLength={WIKI_LIMITS.tags * (WIKI_LIMITS.tag + 1)}
        {...form.text('tags')}
      />
      <FieldGroup label={label('wiki.body')} errorMessage={errors.body}>
        <Suspense fallback={<p className={css.status}>{label('wiki.bodyLoading')}</p>}>
          {form.loaded ? (
            <RichTextEditor
              key={form.revision}
              value={values.body}
              onChange={set('body')}
              label={label('wiki.body')}
              isInvalid={Boolean(errors.body)}
            />
          ) : null}
        </Suspense>
      </FieldGroup>
      <AttachmentsField
        label={label('wiki.attachments')}
        pickLabel={label('wiki.pickAttachments')}
        kind="wikiAttachment"
        maxCount={WIKI_LIMITS.attachments}
        value={values.attachmentIds}
        saved={values.saved}
        onChange={set('attachmentIds')}
        errorMessage={errors.attachmentIds}
      />
    </ResourceFormPage>
  );
}
