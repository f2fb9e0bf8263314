import { parentDelete, parentExport, parentPage } from '@school-sports/gateway-client';
import { useIntl } from 'react-intl';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { useLocale } from '../../shell/LocaleContext.ts';
import { relationshipText, sexText } from './studentText.ts';

type ParentRow = RowOf<typeof parentPage>;

// Parents are added with their children, on the student form: the list has no add of its own.
const parents = defineResource({
  screen: 'user/parent',
  texts: 'parents',
  page: parentPage,
  export: parentExport,
  key: (row) => row.parentId,
  name: (row) => row.name,
  addPath: false,
  remove: { call: ([row]) => call(parentDelete, { parentId: row?.parentId ?? '' }) },
});

/**
 * `user/parent`: the organisation's parents with their children, searched by the parent's name or
 * mobile or a child's name; edit and delete (issue 7).
 */
export function ParentsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const separator = intl.formatMessage({ id: 'students.listSeparator' });
  const childrenText = (row: ParentRow) =>
    row.children
      .map((child) =>
        intl.formatMessage(
          { id: 'parents.childEntry' },
          { name: child.name, className: child.className, relationship: relationshipText(locale, child.relationship) },
        ),
      )
      .join(separator);
  const c = useColumns<ParentRow>();
  return (
    <ResourceList
      resource={parents}
      columns={[
        c.column('name', 'parents.name', { isRowHeader: true }),
        c.column('mobile', 'students.mobile'),
        c.column('sex', 'students.sex', { value: (row) => sexText(locale, row.sex) }),
        c.column('children', 'parents.children', { value: childrenText }),
        c.status((row) => row.status),
      ]}
      filters={() => [
        { kind: 'search', name: 'keyword', label: intl.formatMessage({ id: 'parents.search' }) },
        { kind: 'status', name: 'status' },
      ]}
    />
  );
}
