import type { ReactNode } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { useKitStrings } from '../i18n/strings.ts';
import * as css from './PagedTable.css.ts';
import { pagedTableStrings } from './PagedTable.strings.ts';

/** What the chooser needs of a table's column. */
interface ChoosableColumn {
  key: string;
  title: ReactNode;
  hideable?: boolean;
}

/** The table's "columns" menu: which of the hideable columns show. */
export function ColumnChooser({
  columns,
  hidden,
  onHiddenChange,
}: {
  columns: readonly ChoosableColumn[];
  hidden: ReadonlySet<string>;
  onHiddenChange: (hidden: Set<string>) => void;
}) {
  const t = useKitStrings(pagedTableStrings);
  const hideable = columns.filter((column) => column.hideable);
  const alwaysShown = columns.length - hideable.length;
  const shown = new Set(hideable.filter((column) => !hidden.has(column.key)).map((column) => column.key));
  return (
    <MenuTrigger>
      <Button size="small" variant="secondary">
        <svg viewBox="0 0 16 16" width="14" height="14" fill="none" aria-hidden="true">
          <path d="M2 3h12M2 8h12M2 13h12" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        {t('columns')}
      </Button>
      <Popover className={css.popover} placement="bottom end">
        <Menu
          className={css.listBox}
          selectionMode="multiple"
          selectedKeys={shown}
          onSelectionChange={(keys) => {
            const chosen = keys === 'all' ? new Set(hideable.map((column) => column.key)) : keys;
            // Never hide the last column: a table with none is of no use.
            if (chosen.size === 0 && alwaysShown === 0) return;
            onHiddenChange(new Set(hideable.filter((column) => !chosen.has(column.key)).map((column) => column.key)));
          }}
          items={hideable.map((column) => ({ id: column.key, title: column.title }))}
        >
          {(item) => (
            <MenuItem
              className={css.menuItem}
              id={item.id}
              textValue={typeof item.title === 'string' ? item.title : item.id}
            >
              {({ isSelected }) => (
                <>
                  <span className={css.menuCheck}>
                    {isSelected ? (
                      <svg viewBox="0 0 16 16" width="12" height="12" fill="none" aria-hidden="true">
                        <path d="M3 8.5 6.5 12 13 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                      </svg>
                    ) : null}
                  </span>
                  {item.title}
                </>
              )}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
