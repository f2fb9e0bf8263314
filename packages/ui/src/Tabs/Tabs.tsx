import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  composeRenderProps,
  type Key,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

/** The looks of a tab strip: an underline under the current tab, or folder-like cards. */
export const tabsVariants = ['line', 'card'] as const;
export type TabsVariant = (typeof tabsVariants)[number];

/** A tab of the `items` shorthand. */
export interface TabItem {
  /** A unique key, also what `selectedKey` and `onSelectionChange` use. */
  id: Key;
  /** The tab's label. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** Makes the tab unselectable. */
  isDisabled?: boolean;
}

export interface TabsProps extends AriaTabsProps {
  /**
   * The look of the tab strip.
   * @default 'line'
   */
  variant?: TabsVariant;
  /** Tabs and panels as data; when given, `children` is ignored. */
  items?: readonly TabItem[];
  /** The accessible name of the tab list built from `items`, e.g. '学生详情'. */
  'aria-label'?: string;
}

function join(...names: (string | undefined)[]) {
  return names.filter(Boolean).join(' ');
}

/**
 * Tabs: arrow keys move between tabs (Home and End jump), the selected tab's panel shows below.
 * Compose `TabList`, `Tab` and `TabPanel`, or pass `items`.
 *
 * Accessibility: A `tablist` of `tab`s, each linked to its `tabpanel`: Tab enters at the selected
 * tab and moves on to the panel, the arrow keys move between tabs (Home and End jump), and
 * selection follows the focus. A disabled tab is skipped.
 */
export function Tabs({ variant = 'line', items, className, children, 'aria-label': ariaLabel, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      data-variant={variant}
      className={composeRenderProps(className, (given) => join(styles.tabs, given))}
    >
      {items ? (
        <>
          <TabList aria-label={ariaLabel}>
            {items.map((item) => (
              <Tab key={item.id} id={item.id} isDisabled={item.isDisabled}>
                {item.label}
              </Tab>
            ))}
          </TabList>
          {items.map((item) => (
            <TabPanel key={item.id} id={item.id}>
              {item.content}
            </TabPanel>
          ))}
        </>
      ) : (
        children
      )}
    </AriaTabs>
  );
}

/** The strip of tabs. Give it an `aria-label` when the page has several tab sets. */
export function TabList<T extends object>({ className, ...props }: AriaTabListProps<T>) {
  return <AriaTabList {...props} className={composeRenderProps(className, (given) => join(styles.tabList, given))} />;
}

/** One tab; its `id` matches the `TabPanel` it shows. */
export function Tab({ className, ...props }: AriaTabProps) {
  return <AriaTab {...props} className={composeRenderProps(className, (given) => join(styles.tab, given))} />;
}

/** The content of a tab; only the selected tab's panel is rendered. */
export function TabPanel({ className, ...props }: AriaTabPanelProps) {
  return <AriaTabPanel {...props} className={composeRenderProps(className, (given) => join(styles.tabPanel, given))} />;
}
