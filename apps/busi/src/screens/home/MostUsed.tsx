import { Link } from '@school-sports/ui';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import * as styles from './home.css.ts';

/** A screen of the role's menu. */
export interface MenuScreen {
  href: string;
  label: string;
}

/** Links to the screens the person opens most, or the menu's first ones. */
export function MostUsed({ screens }: { screens: readonly MenuScreen[] }) {
  const headingId = useId();
  if (screens.length === 0) return null;
  return (
    <nav className={styles.part} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="home.screens" />
      </h2>
      <ul className={styles.screens}>
        {screens.map((screen) => (
          <li key={screen.href}>
            <Link href={screen.href} variant="standalone" className={styles.screenLink}>
              {screen.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
