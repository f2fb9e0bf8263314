import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLink } from 'react-aria';
import { Button as AriaButton } from 'react-aria-components';
import { StrokeIcon } from '../Field/icons.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import { MenuButton, MenuItem } from '../Menu/index.ts';
import * as styles from './PageTabs.css.ts';
import { pageTabsStrings } from './PageTabs.strings.ts';

/** A page the user has open: a tab of `PageTabs`. */
export interface OpenPage {
  /** A unique key, e.g. the page's path. */
  id: string;
  /** The tab's text, e.g. '班级管理'. */
  label: string;
  /** Where the tab leads, with the page's own query (a list's filters and page). */
  href: string;
  /**
   * Whether the tab has a close button and closes with Delete.
   * @default true
   */
  isClosable?: boolean;
}

export interface PageTabsProps {
  /** The open pages, in the order of their tabs. */
  pages: readonly OpenPage[];
  /** The page shown now (`aria-current="page"`). */
  currentId?: string;
  /** Called to close a page; when it is the current one, the caller shows another. */
  onClose: (id: string) => void;
  /** Called to close every closable page but this one. */
  onCloseOthers: (id: string) => void;
  /** Called to close the closable pages after this one. */
  onCloseRight: (id: string) => void;
  /**
   * The name of the navigation landmark.
   * @default '已打开的页面' / '已開啟的頁面' / 'Open pages' by locale
   */
  'aria-label'?: string;
  /** Extra class names for the root element. */
  className?: string;
}

function CloseIcon() {
  return <StrokeIcon d="M3 3l6 6M9 3l-6 6" box={12} size={12} strokeWidth={1.5} />;
}

interface TabProps {
  page: OpenPage;
  isCurrent: boolean;
  isTabStop: boolean;
  hintId: string;
  closeLabel: string;
  onFocus: () => void;
  onClose: () => void;
}

function PageTab({ page, isCurrent, isTabStop, hintId, closeLabel, onFocus, onClose }: TabProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  // `useLink` follows the link through the application's `RouterProvider`, as the kit's links do.
  const { linkProps } = useLink({ href: page.href }, ref);
  const closable = page.isClosable !== false;
  return (
    <li className={styles.tab} data-current={isCurrent || undefined}>
      <a
        {...linkProps}
        ref={ref}
        href={page.href}
        className={styles.link}
        title={page.label}
        tabIndex={isTabStop ? 0 : -1}
        aria-current={isCurrent ? 'page' : undefined}
        aria-describedby={hintId}
        data-page-tab={page.id}
        onFocus={onFocus}
      >
        {page.label}
      </a>
      {closable ? (
        // Out of the tab order: Delete on the tab closes it; the button serves the pointer.
        <AriaButton className={styles.close} excludeFromTabOrder aria-label={closeLabel} onPress={onClose}>
          <CloseIcon />
        </AriaButton>
      ) : null}
    </li>
  );
}

/**
 * The pages the user has open, as a row of tabs under the top bar (as staff know from other admin
 * systems): each tab leads back to its page as it was left, closes with its button or Delete, and a
 * menu closes the others or those to the right. The caller keeps the list of pages.
 *
 * Accessibility: A `nav` landmark with a list of links; the current page's carries
 * `aria-current="page"`. The row is one Tab stop: Left and Right arrows (Home, End) move between
 * the tabs, Enter opens one, Delete or Backspace closes it and moves to its neighbour; every tab
 * describes these keys. The close buttons are named "Close {page}" and left out of the tab order;
 * the page actions menu is an ordinary menu button.
 */
export function PageTabs({
  pages,
  currentId,
  onClose,
  onCloseOthers,
  onCloseRight,
  'aria-label': ariaLabel,
  className,
}: PageTabsProps) {
  const t = useKitStrings(pageTabsStrings);
  const hintId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [focusedId, setFocusedId] = useState<string | undefined>(undefined);
  // After Delete closes a tab, the keyboard stays in the row, on the neighbour that took its place.
  const [refocus, setRefocus] = useState<string | undefined>(undefined);
  const stopId = pages.some((page) => page.id === focusedId)
    ? focusedId
    : pages.some((page) => page.id === currentId)
      ? currentId
      : pages[0]?.id;

  useEffect(() => {
    if (refocus === undefined) return;
    const link = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-page-tab]') ?? [])].find(
      (element) => element.dataset.pageTab === refocus,
    );
    if (link) {
      link.focus();
      setRefocus(undefined);
    }
  }, [refocus]);

  const close = (id: string) => {
    const at = pages.findIndex((page) => page.id === id);
    const neighbour = pages[at + 1] ?? pages[at - 1];
    onClose(id);
    return neighbour?.id;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const id = (event.target as HTMLElement).dataset.pageTab;
    if (id === undefined) return;
    const at = pages.findIndex((page) => page.id === id);
    const page = pages[at];
    if (!page) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      if (page.isClosable === false) return;
      event.preventDefault();
      const next = close(id);
      if (next !== undefined) {
        setFocusedId(next);
        setRefocus(next);
      }
      return;
    }
    const target =
      event.key === 'ArrowRight'
        ? pages[Math.min(at + 1, pages.length - 1)]
        : event.key === 'ArrowLeft'
          ? pages[Math.max(at - 1, 0)]
          : event.key === 'Home'
            ? pages[0]
            : event.key === 'End'
              ? pages.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    setFocusedId(target.id);
    setRefocus(target.id);
  };

  const current = pages.find((page) => page.id === currentId);
  const closableOthers = pages.some((page) => page.id !== currentId && page.isClosable !== false);
  const closableRight = pages
    .slice(pages.findIndex((page) => page.id === currentId) + 1)
    .some((page) => page.isClosable !== false);

  return (
    <nav aria-label={ariaLabel ?? t('label')} className={[styles.root, className].filter(Boolean).join(' ')}>
      <span id={hintId} hidden>
        {t('hint')}
      </span>
      <ul ref={listRef} className={styles.list} onKeyDown={onKeyDown}>
        {pages.map((page) => (
          <PageTab
            key={page.id}
            page={page}
            isCurrent={page.id === currentId}
            isTabStop={page.id === stopId}
            hintId={hintId}
            closeLabel={t('close', { name: page.label })}
            onFocus={() => setFocusedId(page.id)}
            onClose={() => close(page.id)}
          />
        ))}
      </ul>
      {current ? (
        <MenuButton
          label={t('actions')}
          buttonVariant="ghost"
          buttonSize="small"
          placement="bottom end"
          disabledKeys={[
            ...(current.isClosable === false ? ['current'] : []),
            ...(closableOthers ? [] : ['others']),
            ...(closableRight ? [] : ['right']),
          ]}
          onAction={(key) => {
            if (key === 'current') close(current.id);
            if (key === 'others') onCloseOthers(current.id);
            if (key === 'right') onCloseRight(current.id);
          }}
        >
          <MenuItem id="current">{t('closeCurrent')}</MenuItem>
          <MenuItem id="others">{t('closeOthers')}</MenuItem>
          <MenuItem id="right">{t('closeRight')}</MenuItem>
        </MenuButton>
      ) : null}
    </nav>
  );
}
