import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { withParts } from '../../i18n/areas.ts';
import { LiveApp } from './LiveApp.tsx';

/** Shows the live results page in `root` once its texts are in (the sign-in page's are already). */
export async function startLivePage(root: Root): Promise<void> {
  await withParts(['live'], Promise.resolve());
  root.render(
    <StrictMode>
      <LiveApp />
    </StrictMode>,
  );
}
