import { StrokeIcon } from '../Field/icons.tsx';

// One component per icon, each a plain function, so a bundle keeps only the icons it imports.

/** The size and class every icon of the set takes. */
export interface IconProps {
  /**
   * Width and height in pixels.
   * @default 18
   */
  size?: number;
  /** Extra class names, e.g. for a colour. */
  className?: string;
}

// All are drawn on a 24-unit square with a 2-unit line, so they sit together in a menu.
function LineIcon({ d, size, className }: IconProps & { d: string }) {
  return <StrokeIcon d={d} box={24} size={size} strokeWidth={2} className={className} />;
}

/**
 * A school or organisation: a building with a flag on its roof. The icons of the set are line drawings in the text colour, made for the side
 * navigation's groups and for buttons; each is its own component so unused ones are left out.
 *
 * Accessibility: Decorative: hidden from screen readers and never focusable, so the link or button
 * around the icon must carry the name (its label, or `aria-label` when the icon stands alone).
 */
export function SchoolIcon({ size = 18, className }: IconProps) {
  return <LineIcon d="M3 21h18M5 21V10l7-5 7 5v11M10 21v-5h4v5M12 5V2h3" size={size} className={className} />;
}

/**
 * People: teachers, students, parents or accounts.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function UsersIcon({ size = 18, className }: IconProps) {
  return (
    <LineIcon
      d="M16 20v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M21 20v-1a3 3 0 0 0-2.5-3M16.5 5a3 3 0 0 1 0 5.6M3 20v-1a3 3 0 0 1 2.5-3M7.5 5a3 3 0 0 0 0 5.6"
      size={size}
      className={className}
    />
  );
}

/**
 * Roles and permissions: a shield with a tick.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function ShieldIcon({ size = 18, className }: IconProps) {
  return (
    <LineIcon d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6zM9 12l2 2 4-4" size={size} className={className} />
  );
}

/**
 * Devices: a handheld terminal.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function DeviceIcon({ size = 18, className }: IconProps) {
  return (
    <LineIcon
      d="M8 3h8a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2M11 18h2"
      size={size}
      className={className}
    />
  );
}

/**
 * Venues: a sports field seen from above.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function VenueIcon({ size = 18, className }: IconProps) {
  return (
    <LineIcon
      d="M3 6h18v12H3zM12 6v12M12 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4M3 9h3v6H3M21 9h-3v6h3"
      size={size}
      className={className}
    />
  );
}

/**
 * Fitness tests: a stopwatch.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function StopwatchIcon({ size = 18, className }: IconProps) {
  return (
    <LineIcon d="M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16M12 9v4l2.5 2M10 2h4M12 2v3" size={size} className={className} />
  );
}

/**
 * Health reports: a clipboard with a pulse line.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function HealthReportIcon({ size = 18, className }: IconProps) {
  return <LineIcon d="M9 3h6v3H9zM9 4.5H6V21h12V4.5h-3M8 13.5h2l1.5-3 2 5 1.5-2h1" size={size} className={className} />;
}

/**
 * Teaching and homework: a board with a lesson on it.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function TeachingIcon({ size = 18, className }: IconProps) {
  return <LineIcon d="M3 4h18v12H3zM8 21l4-5 4 5M7 8h6M7 12h4" size={size} className={className} />;
}

/**
 * Competitions: a trophy.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function TrophyIcon({ size = 18, className }: IconProps) {
  return (
    <LineIcon
      d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3.5 4M16 6h3a3 3 0 0 1-3.5 4M12 13v4M8 20h8"
      size={size}
      className={className}
    />
  );
}

/**
 * Sports meets: a flag on a pole.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function FlagIcon({ size = 18, className }: IconProps) {
  return <LineIcon d="M5 21V4M5 4h12l-2.5 4 2.5 4H5" size={size} className={className} />;
}

/**
 * Data and statistics: a bar chart.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function ChartIcon({ size = 18, className }: IconProps) {
  return <LineIcon d="M4 4v16h16M8 16v-4M12 16V8M16 16v-6" size={size} className={className} />;
}

/**
 * Resources and documents: an open book.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function BookIcon({ size = 18, className }: IconProps) {
  return (
    <LineIcon
      d="M12 6.5C10 5 7 4.5 4 4.5v13c3 0 6 .5 8 2 2-1.5 5-2 8-2v-13c-3 0-6 .5-8 2zM12 6.5v13"
      size={size}
      className={className}
    />
  );
}

/**
 * Settings and configuration: three sliders.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function SettingsIcon({ size = 18, className }: IconProps) {
  return (
    <LineIcon
      d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4"
      size={size}
      className={className}
    />
  );
}

/**
 * One's own account: a single person.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function PersonIcon({ size = 18, className }: IconProps) {
  return (
    <LineIcon
      d="M20 21v-1a5 5 0 0 0-5-5H9a5 5 0 0 0-5 5v1M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8"
      size={size}
      className={className}
    />
  );
}

/**
 * A home or overview page: a house.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function HomeIcon({ size = 18, className }: IconProps) {
  return <LineIcon d="M3 11 12 4l9 7M5 9.5V20h14V9.5M10 20v-6h4v6" size={size} className={className} />;
}

/**
 * Anything else: four squares, the fallback for a menu without an icon of its own.
 *
 * Accessibility: Decorative and hidden from screen readers; the control around it carries the name.
 */
export function GridIcon({ size = 18, className }: IconProps) {
  return <LineIcon d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" size={size} className={className} />;
}
