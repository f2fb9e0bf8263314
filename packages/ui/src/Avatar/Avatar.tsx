import { useState } from 'react';
import * as styles from './Avatar.css.ts';
import { colourIndexOf, initialsOf } from './initials.ts';

export { initialsOf } from './initials.ts';

/** The diameters of an avatar: 24, 32, 40 and 64 pixels. */
export const avatarSizes = ['small', 'medium', 'large', 'xlarge'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** The outlines of an avatar: people are circles, organisations and teams squares. */
export const avatarShapes = ['circle', 'square'] as const;
export type AvatarShape = (typeof avatarShapes)[number];

// No amber: the light theme's warning text on its subtle background misses WCAG AA.
const initialsColours = ['accent', 'success', 'info', 'danger'] as const;

export interface AvatarProps {
  /** The person's or organisation's name: the accessible name and the source of the initials. */
  name?: string;
  /** The picture's URL; when missing or broken the initials show instead. */
  src?: string;
  /** A text for the picture when it should differ from `name`. */
  alt?: string;
  /**
   * The diameter.
   * @default 'medium'
   */
  size?: AvatarSize;
  /**
   * The outline.
   * @default 'circle'
   */
  shape?: AvatarShape;
  /**
   * Hides the avatar from screen readers when the name is written next to it anyway.
   * @default false
   */
  isDecorative?: boolean;
  /** Extra class names. */
  className?: string;
}

function PersonIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <circle cx={12} cy={8} r={4.5} />
      <path d="M3.5 21a8.5 8.5 0 0 1 17 0z" />
    </svg>
  );
}

/**
 * A picture of a person or organisation, with initials from the name when there is no picture
 * (CJK names show their last one or two characters) and a neutral figure when there is no name.
 *
 * Accessibility: With a name it is an image named after the person; with no name, or `isDecorative`
 * beside a visible name, it is hidden from screen readers. It takes no focus: put it in a button or
 * link when it should act.
 */
export function Avatar({
  name,
  src,
  alt,
  size = 'medium',
  shape = 'circle',
  isDecorative = false,
  className,
}: AvatarProps) {
  // Remembers which URL failed, so a new `src` is tried again.
  const [failedSrc, setFailedSrc] = useState<string>();
  const failed = src !== undefined && failedSrc === src;

  const initials = initialsOf(name);
  const showImage = src != null && src !== '' && !failed;
  const colour =
    showImage || initials === '' ? 'neutral' : initialsColours[colourIndexOf(name, initialsColours.length)];
  const label = alt ?? name;
  const a11y = isDecorative || !label ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  const classes = [styles.avatar({ size, shape, colour }), className].filter(Boolean).join(' ');

  return (
    <span className={classes} {...(showImage ? (isDecorative ? { 'aria-hidden': true } : {}) : a11y)}>
      {showImage ? (
        <img
          className={styles.image}
          src={src}
          alt={isDecorative ? '' : (label ?? '')}
          onError={() => setFailedSrc(src)}
        />
      ) : initials !== '' ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <PersonIcon />
      )}
    </span>
  );
}
