import { type KeyboardEvent, useState } from 'react';
import {
  Button as AriaButton,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  TextField,
} from 'react-aria-components';
import { StrokeIcon } from '../Field/icons.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import * as css from './PagedTable.css.ts';
import { pagedTableStrings } from './PagedTable.strings.ts';
import { clampPage, pageCountOf, pageItems, parseJumpPage } from './pagination.ts';

// How far the gap buttons jump, as Ant Design's pager does.
const gapJump = 5;

export interface PagerProps {
  total: number;
  /** The total is an estimate: it reads "about N", on screen and to a screen reader alike. */
  totalIsEstimate?: boolean | undefined;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number, pageSize: number) => void;
  isDisabled?: boolean;
}

function Chevron({ direction }: { direction: 'left' | 'right' | 'down' }) {
  const d = { left: 'M10 3 5 8l5 5', right: 'M6 3l5 5-5 5', down: 'M3 6l5 5 5-5' }[direction];
  return <StrokeIcon className={css.icon} d={d} strokeWidth={1.6} />;
}

function DoubleChevron({ direction }: { direction: 'left' | 'right' }) {
  const d = direction === 'left' ? 'M8 3 3 8l5 5M13 3 8 8l5 5' : 'M3 3l5 5-5 5M8 3l5 5-5 5';
  return <StrokeIcon className={css.icon} d={d} strokeWidth={1.6} />;
}

/** The pager under a table: total, pages with gaps, previous and next, page size, quick jumper. */
export function Pager({ total, totalIsEstimate, page, pageSize, pageSizes, onPageChange, isDisabled }: PagerProps) {
  const t = useKitStrings(pagedTableStrings);
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(page, pageCount);
  const [jumpText, setJumpText] = useState('');

  const go = (target: number) => {
    const next = clampPage(target, pageCount);
    if (next !== current) onPageChange(next, pageSize);
  };

  const jump = () => {
    const target = parseJumpPage(jumpText, pageCount);
    setJumpText('');
    if (target !== undefined) go(target);
  };

  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);

  return (
    <nav className={css.pager} aria-label={t('pagination')}>
      <span className={css.pagerTotal}>
        {t(totalIsEstimate ? 'totalAbout' : 'total', { total: Math.max(0, total) })}
      </span>
      <ul className={css.pagerList}>
        <li>
          <AriaButton
            className={css.pageButton}
            aria-label={t('previous')}
            isDisabled={isDisabled || current <= 1}
            onPress={() => go(current - 1)}
          >
            <Chevron direction="left" />
          </AriaButton>
        </li>
        {pageItems(current, pageCount).map((item) => {
          if (typeof item === 'number') {
            return (
              <li key={item}>
                <AriaButton
                  className={css.pageButton}
                  aria-label={t('page', { page: item })}
                  aria-current={item === current ? 'page' : undefined}
                  isDisabled={isDisabled}
                  onPress={() => go(item)}
                >
                  {item}
                </AriaButton>
              </li>
            );
          }
          const backward = item === 'gap-before';
          return (
            <li key={item}>
              <AriaButton
                className={css.gapButton}
                aria-label={t(backward ? 'jumpBackward' : 'jumpForward', { count: gapJump })}
                isDisabled={isDisabled}
                onPress={() => go(backward ? current - gapJump : current + gapJump)}
              >
                <span className={css.gapDots} aria-hidden="true">
                  •••
                </span>
                <span className={css.gapHover}>
                  <DoubleChevron direction={backward ? 'left' : 'right'} />
                </span>
              </AriaButton>
            </li>
          );
        })}
        <li>
          <AriaButton
            className={css.pageButton}
            aria-label={t('next')}
            isDisabled={isDisabled || current >= pageCount}
            onPress={() => go(current + 1)}
          >
            <Chevron direction="right" />
          </AriaButton>
        </li>
      </ul>
      <Select
        aria-label={t('pageSizeLabel')}
        value={pageSize}
        isDisabled={isDisabled}
        onChange={(key) => {
          const size = Number(key);
          if (!Number.isFinite(size) || size <= 0 || size === pageSize) return;
          // Keep the first row of the current page in view under the new size.
          const firstRow = (current - 1) * pageSize;
          onPageChange(clampPage(Math.floor(firstRow / size) + 1, pageCountOf(total, size)), size);
        }}
      >
        <AriaButton className={css.selectButton}>
          <SelectValue />
          <Chevron direction="down" />
        </AriaButton>
        <Popover className={css.popover} placement="top">
          <ListBox className={css.listBox} items={sizes.map((size) => ({ id: size }))}>
            {(item) => (
              <ListBoxItem className={css.option} id={item.id} textValue={t('pageSize', { size: item.id })}>
                {t('pageSize', { size: item.id })}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      <TextField
        className={css.jumper}
        aria-label={t('jumpLabel')}
        value={jumpText}
        onChange={setJumpText}
        onBlur={jump}
        isDisabled={isDisabled}
      >
        <span aria-hidden="true">{t('jumpBefore')}</span>
        <Input
          className={css.jumperInput}
          inputMode="numeric"
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Enter') jump();
          }}
        />
        <span aria-hidden="true">{t('jumpAfter')}</span>
      </TextField>
    </nav>
  );
}
