import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** Shown for an address under `/busi/` that no route knows. */
export function NotFoundPage() {
  return (
    <main data-screen="not-found" style={{ padding: 32 }}>
      <h1>
        <FormattedMessage id="notFound.heading" />
      </h1>
      <Link to="/">
        <FormattedMessage id="notFound.back" />
      </Link>
    </main>
  );
}
