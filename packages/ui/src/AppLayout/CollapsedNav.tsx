// The navigation collapsed to icons, loaded only when it is first collapsed: its menus and
// tooltips stay out of the pages of everyone who keeps the navigation open.
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button as AriaButton, Link, MenuTrigger, SubmenuTrigger } from 'react-aria-components';
import { ChevronRightIcon } from '../Field/icons.tsx';
import { Menu, MenuItem, MenuSection } from '../Menu/Menu.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './AppLayout.css.ts';
import type { NavItem } from './NavEntries.tsx';
import type { NavMatch } from './navigation.ts';

function EntryIcon({ item }: { item: NavItem }) {
  if (item.icon) return <span className={styles.navIcon}>{item.icon}</span>;
  // Without an icon, the label's first character keeps the entry findable.
  return (
    <span className={`${styles.navIcon} ${styles.navInitial}`} aria-hidden="true">
      {Array.from(item.label)[0] ?? '·'}
    </span>
  );
}

// The entries of a fly-out: pages become menu items that navigate through the app's router as the
// links do, groups open their own fly-out beside it.
function flyoutEntries(items: readonly NavItem[], navigate: (href: string) => void): ReactNode[] {
  return items.map((item) =>
    item.children?.length ? (
      <SubmenuTrigger key={item.id}>
        <MenuItem id={item.id} textValue={item.label}>
          <span className={styles.flyoutGroup}>
            {item.label}
            <ChevronRightIcon size={12} />
          </span>
        </MenuItem>
        <Popover placement="end top">
          <Menu aria-label={item.label}>{flyoutEntries(item.children, navigate)}</Menu>
        </Popover>
      </SubmenuTrigger>
    ) : (
      <MenuItem
        key={item.id}
        id={item.id}
        href={item.href}
        isDisabled={!item.href}
        onAction={() => {
          if (item.href) navigate(item.href);
        }}
      >
        {item.label}
      </MenuItem>
    ),
  );
}

/**
 * A group of the navigation collapsed to icons: a button that opens its entries in a menu beside
 * it, so a page two levels down is reached without widening the navigation.
 */
function NavFlyout({
  item,
  isActive,
  navigate,
}: {
  item: NavItem;
  isActive: boolean;
  navigate: (href: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <MenuTrigger isOpen={open} onOpenChange={setOpen}>
      <AriaButton
        className={styles.navItem}
        data-nav-item=""
        data-current-ancestor={isActive || undefined}
        onKeyDown={(event) => {
          // The menu opens towards the right, so Arrow Right opens it as it opens a submenu.
          if (event.key === 'ArrowRight') setOpen(true);
          else event.continuePropagation();
        }}
      >
        <EntryIcon item={item} />
        <span className={styles.navLabel}>{item.label}</span>
      </AriaButton>
      <Popover placement="end top" className={styles.flyout}>
        {/* Opened by pointer too, the first entry takes focus, so the arrows work at once. */}
        <Menu aria-label={item.label} autoFocus="first">
          <MenuSection title={item.label}>{flyoutEntries(item.children ?? [], navigate)}</MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

export interface CollapsedNavProps {
  /** The top-level entries. */
  items: readonly NavItem[];
  /** The entry of the current address. */
  match: NavMatch | undefined;
  /** Called with the page an entry opens. */
  navigate: (href: string) => void;
}

/** The top-level entries as icons: pages stay links, groups open their entries in a fly-out. */
export default function CollapsedNav({ items, match, navigate }: CollapsedNavProps) {
  return (
    <ul className={styles.navList}>
      {items.map((item) => {
        const isCurrent = match?.id === item.id;
        const isActive = isCurrent || (match?.ancestors.includes(item.id) ?? false);
        return (
          <li key={item.id} className={styles.navEntry}>
            {item.children?.length ? (
              <NavFlyout item={item} isActive={isActive} navigate={navigate} />
            ) : (
              <Tooltip content={item.label} placement="end" showArrow={false}>
                <Link
                  href={item.href}
                  isDisabled={!item.href}
                  className={styles.navItem}
                  data-nav-item=""
                  aria-current={isCurrent ? (match?.exact ? 'page' : 'true') : undefined}
                  onPress={() => {
                    if (item.href) navigate(item.href);
                  }}
                >
                  <EntryIcon item={item} />
                  <span className={styles.navLabel}>{item.label}</span>
                </Link>
              </Tooltip>
            )}
          </li>
        );
      })}
    </ul>
  );
}
