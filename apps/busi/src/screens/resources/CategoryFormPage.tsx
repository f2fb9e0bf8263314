import { RESOURCE_LIMITS } from '@school-sports/domain';
import { categoryAdd, categoryEdit, categoryList } from '@school-sports/gateway-client';
import { Select, TextField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import { parentOptions, TOP_LEVEL } from '../../kit/tree.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';

interface CategoryValues {
  parentId: string;
  name: string;
}

/**
 * `wikiManagement/ResClassification/add` (`?parentId=` to start under a category) and
 * `.../edit/{id}`: a category's parent (never itself or its branch, within three levels) and name.
 */
export function CategoryFormPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const list = useGatewayQuery(categoryList, {});
  const form = useResourceForm({
    empty: { parentId: search.get('parentId') ?? '', name: '' } as CategoryValues,
    detail: {
      // The tree is one short list and has no detail call: an edit starts from its entry.
      load: async (categoryId) =>
        (await gateway.call(categoryList, {})).find((one) => one.categoryId === categoryId) ?? null,
      notFound: 'category.notFound',
      values: ({ parentId, name }: CategoryValues): CategoryValues => ({ parentId, name }),
    },
    add: { endpoint: categoryAdd, request: (values) => values },
    edit: { endpoint: categoryEdit, request: (categoryId, values) => ({ categoryId, ...values }) },
  });
  const { values, errors, set } = form;
  const label = (id: string) => intl.formatMessage({ id });
  const units = (list.data ?? []).map((one) => ({ ...one, id: one.categoryId }));
  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'categories.add', edit: 'categories.edit' }}
      screen={{ add: 'wikiManagement/ResClassification/add', edit: 'wikiManagement/ResClassification/edit' }}
      isLoading={list.data === undefined}
      error={list.error}
    >
      <Select
        label={label('categories.parent')}
        description={label('categories.parentHelp')}
        items={parentOptions(units, form.id, RESOURCE_LIMITS.categoryDepth, label('categories.topLevel'))}
        value={values.parentId || TOP_LEVEL}
        onChange={(key) => set('parentId')(key && key !== TOP_LEVEL ? String(key) : '')}
        isRequired
        isInvalid={Boolean(errors.parentId)}
        errorMessage={errors.parentId}
      />
      <TextField
        label={label('categories.name')}
        isRequired
        maxLength={RESOURCE_LIMITS.categoryName}
        {...form.text('name')}
      />
    </ResourceFormPage>
  );
}
