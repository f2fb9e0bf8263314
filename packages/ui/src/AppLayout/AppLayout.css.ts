import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { centeredRow, focusVisible, hairlineFrame, iconBox, ellipsis as oneLine, spacedRow } from '../theme/styles.ts';

const layout = createContainer();
// The shell answers to its own width, so it behaves the same full-page or inside a frame.
const narrow = `${layout} (max-width: 767px)`;

// The brand's title and the items' labels leave the collapsed sider but stay its accessible names.
const hiddenWhenCollapsed = {
  '[data-collapsed] &': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
  },
} as const;

// An icon at the start of a row, kept at its size however little room the row leaves.
const rowIcon = (size: string) => ({ ...iconBox(size), flex: 'none' }) as const;

const siderWidth = '220px';
const siderCollapsedWidth = '64px';
const headerHeight = '56px';

export const root = style({
  containerName: layout,
  containerType: 'inline-size',
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  height: '100dvh',
  overflow: 'hidden',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&[data-fill="parent"]': { height: '100%' },
  },
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.textOnAccent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const sider = style({
  display: 'flex',
  flexDirection: 'column',
  width: siderWidth,
  minHeight: 0,
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-collapsed]': { width: siderCollapsedWidth },
  },
  '@container': {
    [narrow]: { display: 'none' },
  },
});

export const brand = style({
  ...centeredRow(vars.space.sm),
  height: headerHeight,
  flex: 'none',
  padding: `0 ${vars.space.lg}`,
  overflow: 'hidden',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '[data-collapsed] > &': { justifyContent: 'center', padding: 0 },
  },
});

export const brandLogo = style(rowIcon('32px'));

export const brandTitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    ...hiddenWhenCollapsed,
  },
});

export const navScroll = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: `${vars.space.sm} 0`,
  scrollbarWidth: 'thin',
});

export const navSearch = style({
  flex: 'none',
  padding: `${vars.space.sm} ${vars.space.sm} 0`,
});

export const noMatch = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:empty': { padding: 0 },
  },
});

export const flyout = style({ minWidth: '160px' });

export const flyoutGroup = style({
  ...centeredRow(vars.space.sm),
  justifyContent: 'space-between',
});

export const navList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const navEntry = style({ margin: 0, padding: `0 ${vars.space.sm}` });

export const navSubEntry = style({ margin: 0, padding: 0 });

export const navItem = style({
  position: 'relative',
  ...centeredRow(vars.space.sm),
  width: '100%',
  minHeight: '40px',
  marginBlock: vars.space.xxs,
  paddingInlineStart: `calc(${vars.space.lg} + (var(--nav-level, 1) - 1) * 20px)`,
  paddingInlineEnd: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    ...focusVisible('-2px'),
    '&[data-current-ancestor]': { color: vars.color.accent },
    '&[aria-current]': {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.accent,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
    '[data-collapsed] &': { justifyContent: 'center', paddingInline: 0 },
    // A collapsed group with its fly-out open stays marked, so the eye finds where the menu came from.
    '[data-collapsed] &[aria-expanded="true"]': { backgroundColor: vars.color.surfaceSunken },
  },
});

export const navIcon = style(rowIcon('18px'));

export const navInitial = style({
  width: '24px',
  height: '24px',
  ...hairlineFrame(vars.radius.sm),
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const navLabel = style({
  flex: 1,
  minWidth: 0,
  ...oneLine,
  selectors: {
    ...hiddenWhenCollapsed,
  },
});

export const navChevron = style({
  flex: 'none',
  width: '12px',
  height: '12px',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${navItem}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
    '[data-collapsed] &': { display: 'none' },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
});

export const header = style({
  ...centeredRow(vars.space.md),
  height: headerHeight,
  flex: 'none',
  padding: `0 ${vars.space.lg}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const headerButton = style({
  width: '32px',
  paddingInline: 0,
  color: vars.color.text,
});

export const collapseToggle = style({
  '@container': { [narrow]: { display: 'none' } },
});

export const menuButton = style({
  display: 'none',
  '@container': { [narrow]: { display: 'inline-flex' } },
});

export const headerBrand = style({
  display: 'none',
  flex: '0 1 auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: '32px',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  '@container': { [narrow]: { display: 'flex' } },
});

export const drawerBrand = style({
  ...centeredRow(vars.space.sm),
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const ellipsis = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const topBar = style({
  display: 'flex',
  flex: '0 1 auto',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  minWidth: 0,
  // On a phone the switchers may not all fit: they scroll rather than push the page wider.
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const topBarSlot = style({ flex: 'none' });

export const main = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  // The page's air: 24 px around the cards on a wide shell, 16 on a narrow one, where width is dear.
  padding: vars.space.xl,
  outline: 'none',
  '@container': { [narrow]: { padding: vars.space.lg } },
});

export const icon = style({ width: '18px', height: '18px' });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.overlay,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  width: 'min(280px, 85vw)',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  outline: 'none',
});

export const drawerHead = style({
  ...spacedRow(vars.space.sm),
  height: headerHeight,
  flex: 'none',
  paddingInline: `${vars.space.lg} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
