import { vars } from './contract.css.ts';

// Style fragments several components draw alike. They are plain objects, not classes, so a
// component spreads them into its own `style()` and its stylesheet stays one rule per element:
// the cascade is the same as when each component spelled the fragment out.

/** The keyboard focus ring; a negative offset draws it inside, for rows that fill their list. */
export function focusRing(offset = '1px') {
  return { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: offset } as const;
}

/** The focus ring as a `selectors` entry: shown on keyboard focus only, never on a click. */
export function focusVisible(offset = '1px') {
  return { '&[data-focus-visible]': focusRing(offset) } as const;
}

/** A square that centres an icon in it. */
export function iconBox(size: string) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
  } as const;
}

/** A pressable element draws its own focus ring, so the browser's outline is turned off. */
export const pressable = { cursor: 'pointer', outline: 'none' } as const;

/** A pressable control's pointer, turning to the "not allowed" sign while it is disabled. */
export const pointerUnlessDisabled = {
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
} as const;

/**
 * The smallest box a control may offer a pointer: WCAG 2.2's minimum target size, which axe holds
 * every story to. A control drawn smaller (a date's part, an icon button) takes this box around it.
 */
export const minTarget = '24px';

/** `size`, refused at build time when it is below {@link minTarget}: a control never shrinks under it. */
function targetSize(size: string): string {
  if (!size.endsWith('px') || Number.parseFloat(size) < Number.parseFloat(minTarget)) {
    throw new Error(`A pressable icon box of ${size} is under the minimum target size of ${minTarget}`);
  }
  return size;
}

/**
 * A small icon-only button with no frame (close, clear, calendar page): quiet until hovered, so it
 * does not compete with the content around it. At least {@link minTarget} square.
 */
export function quietIconButton(size: string) {
  return {
    ...iconBox(targetSize(size)),
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.textMuted,
    ...pressable,
  } as const;
}

/** The hover and focus states of a quiet icon button. */
export const quietIconButtonStates = {
  '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
  ...focusVisible('1px'),
} as const;

/** A small framed button floating over a picture or card (remove an image): raised, turns red on hover. */
export function floatingIconButton(size: string) {
  return {
    ...iconBox(targetSize(size)),
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    boxShadow: vars.shadow.sm,
    ...pressable,
  } as const;
}

/** The hover state of a floating remove button: it warns before the press. */
export const dangerOnHover = {
  '&[data-hovered]': { color: vars.color.danger, borderColor: vars.color.danger },
} as const;

/** The unchecked box of a checkbox drawn inside a row (table, tree), ticked in the accent colour. */
export const rowCheckbox = {
  ...iconBox('16px'),
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textOnAccent,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
} as const;

/** Secondary text under or beside the main one: a description, a hint, a count. */
export const mutedText = {
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
} as const;

/** One line that cuts long text with an ellipsis instead of wrapping or widening its box. */
export const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** A small control 32px high with a thin frame, as the filter inputs and the pager's buttons are. */
export function framedControl(padding: string) {
  return {
    height: '32px',
    padding: `0 ${padding}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  } as const;
}

/** A row of items that wraps onto further lines when narrow. */
export function wrappingRow(gap: string, alignItems = 'center') {
  return { display: 'flex', flexWrap: 'wrap', alignItems, gap } as const;
}

/** A bar with a title at the start and actions at the end (dialog and panel headers). */
export function spacedRow(gap: string) {
  return { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap } as const;
}

/** A label and an icon or swatch side by side. */
export function inlineRow(gap: string) {
  return { display: 'inline-flex', alignItems: 'center', gap } as const;
}

/** A row of items centred on one line. */
export function centeredRow(gap: string) {
  return { display: 'flex', alignItems: 'center', gap } as const;
}

/** The thin frame of a panel, a scroll area or a control. */
export function hairlineFrame(radius: string) {
  return { border: `1px solid ${vars.color.border}`, borderRadius: radius } as const;
}

/**
 * A row of a menu, list box or tree that the arrow keys move through: it shows focus with its own
 * background and an inner ring (`focusVisible('-2px')`), so the browser's outline is off, and a
 * press does not select its text.
 */
export const listRow = { borderRadius: vars.radius.sm, outline: 'none', userSelect: 'none' } as const;

/** A list that shows no bullets and no indent: the component lays its items out itself. */
export const listReset = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** The raised surface of a popover, a menu or a chart tooltip, floating over the page. */
export const overlaySurface = {
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
} as const;

/** A focus ring drawn inside the box, for a focusable area whose edges a scroll or clip would hide. */
export const insetFocusRing = {
  '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
} as const;

/**
 * Text drawn inside an SVG (a chart's labels and values): SVG text is coloured by `fill`, not
 * `color`, and is given the body font itself so it matches the page wherever it is drawn.
 */
export function svgText(fill: string, fontSize?: string) {
  return { fill, fontFamily: vars.font.body, ...(fontSize === undefined ? {} : { fontSize }) } as const;
}

/** The groove of a thin progress bar, its fill clipped to the rounded ends. */
export function progressTrack(height: string) {
  return {
    height,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceSunken,
    overflow: 'hidden',
  } as const;
}

/** The names of the spacing tokens, from `none` to `xxl`. */
export type SpaceName = keyof typeof vars.space;

/**
 * One style per spacing token, keyed by the token's name: the variants of a recipe whose gap (or
 * other spacing) comes from the scale, so a new token reaches every such recipe at once.
 */
export function spaceVariants<Style>(toStyle: (space: string) => Style): Record<SpaceName, Style> {
  return Object.fromEntries(Object.entries(vars.space).map(([name, space]) => [name, toStyle(space)])) as Record<
    SpaceName,
    Style
  >;
}
