import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  type TagGroupProps as AriaTagGroupProps,
  type TagProps as AriaTagProps,
  Label,
  TagList,
  type TagListProps,
  Text,
} from 'react-aria-components';
import { itemProps } from '../Field/classNames.ts';
import { useKitStrings } from '../i18n/strings.ts';
import { type StatusKey, statusVariant, type TagVariant } from './status.ts';
import * as styles from './Tag.css.ts';
import { tagStrings } from './Tag.strings.ts';

export { isStatusKey, type StatusKey, statusKeys, statusVariant, type TagVariant, tagVariants } from './status.ts';

export interface TagProps {
  /** The text. */
  children?: ReactNode;
  /**
   * The colour.
   * @default 'default'
   */
  variant?: TagVariant;
  /** An icon before the text (decorative). */
  icon?: ReactNode;
  /** Extra class names. */
  className?: string;
}

/**
 * A small coloured label for a category or attribute. Not interactive; see `TagGroup` for that.
 *
 * Accessibility: Plain text for screen readers: its colour is decoration, so the text must say the
 * category on its own. It takes no focus; see `TagGroup` for removable or selectable tags.
 */
export function Tag({ children, variant = 'default', icon, className }: TagProps) {
  return (
    <span className={[styles.tag({ variant }), className].filter(Boolean).join(' ')}>
      {icon != null && <span aria-hidden="true">{icon}</span>}
      <span className={styles.label}>{children}</span>
    </span>
  );
}

export interface StatusTagProps {
  /** The status to show: its colour and localised label come from the kit. */
  status: StatusKey;
  /** A label to show instead of the built-in one. */
  label?: ReactNode;
  /** Extra class names. */
  className?: string;
}

/** A record's status as a coloured dot and a localised label, e.g. "● 进行中". */
export function StatusTag({ status, label, className }: StatusTagProps) {
  const t = useKitStrings(tagStrings);
  // An unknown status from a server shows as itself in grey rather than throwing.
  const known = Object.hasOwn(statusVariant, status);
  const variant = known ? statusVariant[status] : 'default';
  return (
    <span className={[styles.statusTag, className].filter(Boolean).join(' ')} data-status={status}>
      <span className={styles.dot({ variant })} aria-hidden="true" />
      <span>{label ?? (known ? t(status) : String(status))}</span>
    </span>
  );
}

export interface TagGroupProps<T extends object>
  extends Omit<AriaTagGroupProps, 'children'>,
    Pick<TagListProps<T>, 'items' | 'children' | 'renderEmptyState'> {
  /** A visible label for the group; without it give an `aria-label`. */
  label?: ReactNode;
  /** A hint under the tags. */
  description?: ReactNode;
}

/**
 * A focusable list of tags: arrow keys move between them, and when `onRemove` is given each tag
 * has a remove button and Backspace or Delete removes the focused tag. With `selectionMode`
 * tags can be toggled as filters.
 */
export function TagGroup<T extends object>({
  label,
  description,
  items,
  children,
  renderEmptyState,
  className,
  ...props
}: TagGroupProps<T>) {
  const t = useKitStrings(tagStrings);
  return (
    <AriaTagGroup {...props} className={[styles.group, className].filter(Boolean).join(' ')}>
      {label != null && <Label className={styles.groupLabel}>{label}</Label>}
      <TagList
        items={items}
        className={styles.list}
        renderEmptyState={renderEmptyState ?? (() => <span className={styles.empty}>{t('empty')}</span>)}
      >
        {children}
      </TagList>
      {description != null && (
        <Text slot="description" className={styles.groupDescription}>
          {description}
        </Text>
      )}
    </AriaTagGroup>
  );
}

export interface TagItemProps extends Omit<AriaTagProps, 'children'> {
  /** The text. */
  children?: ReactNode;
  /**
   * The colour.
   * @default 'default'
   */
  variant?: TagVariant;
}

/** One tag in a `TagGroup`; its `id` is what `onRemove` and the selection receive. */
export function TagItem({ children, variant = 'default', ...props }: TagItemProps) {
  return (
    <AriaTag {...itemProps(styles.item({ variant }), props, children)}>
      {({ allowsRemoving }) => (
        <>
          <span className={styles.label}>{children}</span>
          {allowsRemoving && (
            <AriaButton slot="remove" className={styles.remove}>
              <svg width={10} height={10} viewBox="0 0 10 10" fill="none" aria-hidden="true">
                <path d="M2 2l6 6M8 2l-6 6" stroke="currentColor" strokeWidth={1.4} strokeLinecap="round" />
              </svg>
            </AriaButton>
          )}
        </>
      )}
    </AriaTag>
  );
}
