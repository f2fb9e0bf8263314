import type { ReactNode } from 'react';
import { useKitStrings } from '../i18n/strings.ts';
import {
  descriptionsRecipe,
  descriptionsRoot,
  detailRecipe,
  emptyValue,
  itemRecipe,
  termRecipe,
  visuallyHidden,
} from './Descriptions.css.ts';
import { descriptionsStrings } from './Descriptions.strings.ts';

/** The column counts a description list can have on a wide container. */
export const descriptionsColumns = [1, 2, 3, 4] as const;
export type DescriptionsColumns = (typeof descriptionsColumns)[number];

/** One labelled value of a detail view. */
export interface DescriptionItem {
  /** The field name, e.g. '姓名'. */
  label: ReactNode;
  /** The value; `null`, `undefined`, `''` and `false` show as an em dash. */
  value?: ReactNode;
  /**
   * How many columns the item takes, capped at `columns`.
   * @default 1
   */
  span?: number;
  /** A stable key when labels repeat. */
  key?: string;
}

export interface DescriptionsProps {
  /** The labelled values, in reading order. */
  items: readonly DescriptionItem[];
  /**
   * Columns on a wide container; a container under 768px wide shows at most 2, under 480px 1.
   * @default 3
   */
  columns?: DescriptionsColumns;
  /**
   * Draws cells with borders and shaded labels, like a form printed as a table.
   * @default false
   */
  bordered?: boolean;
  /** Extra class names for the root element. */
  className?: string;
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

function clampColumns(columns: number | undefined): DescriptionsColumns {
  const whole = Number.isFinite(columns) ? Math.round(columns as number) : 3;
  return Math.min(4, Math.max(1, whole)) as DescriptionsColumns;
}

/**
 * A detail view: labels and values as a semantic description list in responsive columns.
 *
 * Accessibility: A description list (`dl`): screen readers announce it as a list and pair each
 * label with its value. It has no interactive parts of its own.
 */
export function Descriptions({ items, columns, bordered = false, className }: DescriptionsProps) {
  const t = useKitStrings(descriptionsStrings);
  const count = clampColumns(columns);
  return (
    <div className={[descriptionsRoot, className].filter(Boolean).join(' ')}>
      <dl className={descriptionsRecipe({ columns: count, bordered })}>
        {(items ?? []).map((item, index) => {
          const span = Math.min(Math.max(Math.round(item.span ?? 1), 1), count);
          return (
            <div
              // Items are positional; a caller with repeating labels passes `key`.
              key={item.key ?? index}
              className={itemRecipe({ bordered })}
              data-span={span > 1 ? span : undefined}
            >
              <dt className={termRecipe({ bordered })}>{item.label}</dt>
              <dd className={detailRecipe({ bordered })}>
                {isEmpty(item.value) ? (
                  <>
                    <span aria-hidden="true" className={emptyValue}>
                      —
                    </span>
                    <span className={visuallyHidden}>{t('empty')}</span>
                  </>
                ) : (
                  item.value
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
