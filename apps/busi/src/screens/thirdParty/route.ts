import { withParts } from '../../i18n/areas.ts';

/** `/thirdManagement`, the landing page of a partner's sign-in link, with its texts: loaded on the first visit. */
export async function lazy() {
  const { ThirdSignInPage } = await withParts(['partners'], import('./ThirdSignInPage.tsx'));
  return { Component: ThirdSignInPage };
}
