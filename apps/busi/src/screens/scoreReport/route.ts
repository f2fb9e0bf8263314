import { withParts } from '../../i18n/areas.ts';

/**
 * The public lookups' pages with the texts they show (the standard's item and band names, and
 * their own): loaded on the first visit, so the sign-in page carries none of it.
 */
export async function scoreReportRoute(page: 'SchoolScoreReportPage' | 'UniversityScoreReportPage') {
  const pages = await withParts(['standard', 'physique'], import('./ScoreReportPage.tsx'));
  return { Component: pages[page] };
}
