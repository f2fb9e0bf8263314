import { statusesOf, statusLabel } from '@school-sports/domain';
import {
  articleDelete,
  articleExport,
  articlePage,
  articleSetStatus,
  categoryList,
} from '@school-sports/gateway-client';
import { StatusTag } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { inTreeOrder } from '../../kit/tree.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';

type Article = RowOf<typeof articlePage>;

const articles = defineResource({
  screen: 'wikiManagement/schoolWiki',
  texts: 'wiki',
  page: articlePage,
  export: articleExport,
  key: (row) => row.articleId,
  name: (row) => row.title,
  remove: { call: ([row]) => call(articleDelete, { articleId: row?.articleId ?? '' }) },
});

/**
 * `wikiManagement/schoolWiki`: the school's wiki articles, searched by any two or more characters of
 * their title, tags or text, filtered by category (its subcategories included) and publish state,
 * read, published or taken back, edited, exported and deleted (issue 47).
 */
export function WikiPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const c = useColumns<Article>();
  const categories = useGatewayQuery(categoryList, {});
  const stateText = (status: Article['status']) => domainText(locale, statusLabel('publication', status));
  const categoryOptions = inTreeOrder((categories.data ?? []).map((one) => ({ ...one, id: one.categoryId }))).map(
    ({ unit, depth }) => ({ value: unit.categoryId, label: `${'\u3000'.repeat(depth)}${unit.name}` }),
  );
  return (
    <ResourceList
      resource={articles}
      columns={[
        c.column('title', 'wiki.articleTitle', { isRowHeader: true }),
        c.column('categoryName', 'wiki.category'),
        c.column('tags', 'wiki.tags', { value: (row) => row.tags.join(', ') }),
        c.column('status', 'wiki.status', {
          value: (row) => stateText(row.status),
          render: (row) => <StatusTag status={row.status} />,
        }),
        c.moment('publishedAt', 'wiki.publishedAt', (row) => row.publishedAt ?? ''),
        c.moment('createdAt', 'wiki.createdAt', (row) => row.createdAt, { hideable: true }),
      ]}
      filters={() => [
        { kind: 'search', name: 'keyword', label: intl.formatMessage({ id: 'wiki.search' }) },
        {
          kind: 'select',
          name: 'categoryId',
          label: intl.formatMessage({ id: 'wiki.category' }),
          options: categoryOptions,
        },
        {
          kind: 'select',
          name: 'status',
          label: intl.formatMessage({ id: 'wiki.status' }),
          options: statusesOf('publication').map((status) => ({ value: status, label: stateText(status) })),
        },
      ]}
      rowActions={(row) => (
        <RowButton action="wiki.read" name={row.title} onPress={() => navigate(`detail/${row.articleId}`)} />
      )}
      moreRowActions={(row, list) => {
        if (!can('status')) return null;
        const next = row.status === 'published' ? 'draft' : 'published';
        return (
          <RowButton
            action={next === 'published' ? 'wiki.publish' : 'wiki.unpublish'}
            name={row.title}
            onPress={async () => {
              if (await list.run(articleSetStatus, { articleId: row.articleId, status: next }, 'success.saved'))
                list.reload();
            }}
          />
        );
      }}
    />
  );
}
