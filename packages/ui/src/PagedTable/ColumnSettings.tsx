import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { StrokeIcon } from '../Field/icons.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import * as css from './ColumnSettings.css.ts';
import { columnSettingsStrings } from './ColumnSettings.strings.ts';
import { withColumnMoved, withColumnPinned, withColumnShown, withColumnsReset } from './columnEdits.ts';
import type { TableSettings } from './tableSettings.ts';

// The two move buttons of a row: how far each moves the column, its label and its arrow.
const moves = {
  up: { step: -1, label: 'moveUp', icon: 'M8 13V3M4 7l4-4 4 4' },
  down: { step: 1, label: 'moveDown', icon: 'M8 3v10M4 9l4 4 4-4' },
} as const;

type Direction = keyof typeof moves;

// An upright push pin (its head, its flared body, its point), the sign admin tables use for pinning.
const pinIcon = 'M5.5 2.5h5M6.5 2.5v4l-2 2.5h7l-2-2.5v-4M8 9v4.5';

// The button to focus once the list has changed: a column's move button, or its pin button.
type FocusTarget = { key: string; button: Direction | 'pin' };

/** A column as the settings list it, in the order the table shows it. */
export interface ColumnSettingsItem {
  key: string;
  title: ReactNode;
  /** Whether the person may hide it: not the row header, nor a column declared `hideable: false`. */
  hideable: boolean;
}

export interface ColumnSettingsProps {
  /** The columns, in the order shown: the pinned ones first. */
  items: readonly ColumnSettingsItem[];
  settings: TableSettings;
  /** The settings of the columns as declared, which reset returns to. */
  defaults: TableSettings;
  onSettingsChange: (settings: TableSettings) => void;
}

/**
 * The body of a table's column settings popover: a checkbox per column to show or hide it (the row
 * header stays), buttons moving a column up or down, a button pinning it to the table's start, and
 * a reset. Pinned columns lead the list and move among themselves. Loaded when first opened.
 *
 * Accessibility: Native checkboxes labelled by their column; the row header's is disabled and says
 * why. Reordering is by buttons named for their column, so it needs neither a pointer nor dragging,
 * and the focus stays on the button pressed. Each pin button is named for its column and says
 * whether it is pressed (pinned).
 */
export default function ColumnSettings({ items, settings, defaults, onSettingsChange }: ColumnSettingsProps) {
  const t = useKitStrings(columnSettingsStrings);
  const noteId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterChange = useRef<FocusTarget | null>(null);
  const hidden = new Set(settings.hidden);
  const pinned = new Set(settings.pinned);
  const keys = items.map((item) => item.key);

  // React moves list items by re-inserting one of the rows that changed places, and a re-inserted
  // button loses the focus: a swap of two rows does so, and so does pinning, which takes the row to
  // the pinned ones at the top (and unpinning, back down). The button pressed gets it back; at an
  // end, where a move button is now disabled, its twin pointing the other way takes it, so the
  // keyboard user is never dropped out of the list.
  useLayoutEffect(() => {
    const target = focusAfterChange.current;
    if (!target) return;
    focusAfterChange.current = null;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-column]') ?? [])].filter(
      (button) => button.dataset.column === target.key,
    );
    const same = buttons.find((button) => button.dataset.button === target.button);
    const next = same && !same.disabled ? same : buttons.find((button) => !button.disabled);
    next?.focus();
  });

  const change = (target: FocusTarget, next: TableSettings) => {
    focusAfterChange.current = target;
    onSettingsChange(next);
  };

  return (
    <>
      <ul className={css.list} ref={listRef}>
        {items.map((item, index) => {
          const name = typeof item.title === 'string' ? item.title : item.key;
          const isPinned = pinned.has(item.key);
          return (
            <li key={item.key} className={css.item}>
              <span className={css.labelBox}>
                {/* A native checkbox: the popover loads on its own, and the kit's Checkbox would
                    drag form-validation code shared with every list's fields into it. */}
                <label className={css.label}>
                  <span className={css.box}>
                    <input
                      type="checkbox"
                      className={css.input}
                      checked={!(item.hideable && hidden.has(item.key))}
                      disabled={!item.hideable}
                      aria-describedby={item.hideable ? undefined : `${noteId}-${index}`}
                      onChange={(event) => onSettingsChange(withColumnShown(settings, item.key, event.target.checked))}
                    />
                    <StrokeIcon className={css.check} d="M3 8.5 6.5 12 13 4.5" size={12} strokeWidth={2} />
                  </span>
                  {item.title}
                </label>
                {item.hideable ? null : (
                  <span className={css.note} id={`${noteId}-${index}`}>
                    {t('alwaysShown')}
                  </span>
                )}
              </span>
              {(['up', 'down'] as const).map((direction) => {
                const { step, label, icon } = moves[direction];
                // Pinned columns move among the pinned, the others among the others.
                const neighbour = items[index + step];
                return (
                  <Button
                    key={direction}
                    size="small"
                    variant="ghost"
                    aria-label={t(label, { name })}
                    data-column={item.key}
                    data-button={direction}
                    isDisabled={!neighbour || pinned.has(neighbour.key) !== isPinned}
                    onPress={() =>
                      change({ key: item.key, button: direction }, withColumnMoved(settings, keys, item.key, step))
                    }
                  >
                    <StrokeIcon d={icon} size={14} />
                  </Button>
                );
              })}
              <Button
                size="small"
                variant="ghost"
                className={css.pin}
                // One name whether pinned or not: `aria-pressed` says which, as a toggle button should.
                aria-label={t('pin', { name })}
                aria-pressed={isPinned}
                data-column={item.key}
                data-button="pin"
                onPress={() =>
                  change({ key: item.key, button: 'pin' }, withColumnPinned(settings, item.key, !isPinned))
                }
              >
                <StrokeIcon d={pinIcon} size={14} />
              </Button>
            </li>
          );
        })}
      </ul>
      <div className={css.footer}>
        <Button size="small" variant="ghost" onPress={() => onSettingsChange(withColumnsReset(settings, defaults))}>
          {t('reset')}
        </Button>
      </div>
    </>
  );
}
