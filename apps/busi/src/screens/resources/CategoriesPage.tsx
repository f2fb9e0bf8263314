import { categoryDelete, categoryList, categoryMove } from '@school-sports/gateway-client';
import { useNavigate } from 'react-router';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { inTreeOrder } from '../../kit/tree.ts';
import { useCan } from '../../shell/permissions.tsx';

type Category = RowOf<typeof categoryList>;

const categories = defineResource({
  screen: 'wikiManagement/ResClassification',
  texts: 'categories',
  page: categoryList,
  whole: true,
  tree: { parentId: (row) => row.parentId },
  key: (row) => row.categoryId,
  name: (row) => row.name,
  remove: {
    call: ([row]) => call(categoryDelete, { categoryId: row?.categoryId ?? '' }),
    // The gateway refuses the rest with its reason; the button is offered where it can succeed.
    allowed: (row) => row.childCount === 0 && row.useCount === 0,
  },
});

/** Where `row` stands among its siblings: whether it can move up, and down. */
function placeOf(rows: readonly Category[], row: Category): { first: boolean; last: boolean } {
  const siblings = rows.filter((one) => one.parentId === row.parentId);
  return { first: siblings[0]?.categoryId === row.categoryId, last: siblings.at(-1)?.categoryId === row.categoryId };
}

/**
 * `wikiManagement/ResClassification`: the organisation's resource categories as a tree in their
 * order, with buttons to add a subcategory and to move a category up or down among its siblings
 * (keyboard users move with the buttons; the order is the gateway's).
 */
export function CategoriesPage() {
  const navigate = useNavigate();
  const can = useCan();
  const c = useColumns<Category>();
  return (
    <ResourceList
      resource={categories}
      columns={(list) => [
        c.column('name', 'categories.name', { isRowHeader: true }),
        c.column('parentId', 'categories.parent', {
          value: (row) => list.rows.find((one) => one.categoryId === row.parentId)?.name ?? '',
          in: 'export',
        }),
        c.column('childCount', 'categories.childCount', { align: 'end' }),
        c.column('useCount', 'categories.useCount', { align: 'end' }),
      ]}
      rowActions={(row, list) => {
        const depth = inTreeOrder(list.rows.map((one) => ({ ...one, id: one.categoryId }))).find(
          (placed) => placed.unit.categoryId === row.categoryId,
        )?.depth;
        const place = placeOf(list.rows, row);
        const move = async (direction: 'up' | 'down') => {
          if (await list.run(categoryMove, { categoryId: row.categoryId, direction }, 'success.saved')) list.reload();
        };
        return (
          <>
            {can('add') && depth !== undefined && depth < 2 ? (
              <RowButton
                action="categories.addChild"
                name={row.name}
                onPress={() => navigate(`add?parentId=${encodeURIComponent(row.categoryId)}`)}
              />
            ) : null}
            {can('edit') && !place.first ? (
              <RowButton action="categories.moveUp" name={row.name} onPress={() => move('up')} />
            ) : null}
            {can('edit') && !place.last ? (
              <RowButton action="categories.moveDown" name={row.name} onPress={() => move('down')} />
            ) : null}
          </>
        );
      }}
    />
  );
}
