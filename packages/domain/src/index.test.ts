import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('the public entry', () => {
  it('exports the rules of every topic', () => {
    const expected = [
      'DomainError',
      'translateDomainMessage',
      'domainMessages',
      'languageOfAcceptLanguage',
      'importProgressAt',
      'academicYearLabel',
      'gradeLabel',
      'semesterLabel',
      'labelLookup',
      'typePathOf',
      'buildMenuTree',
      'isFunPathAllowed',
      'hasButton',
      'loginSchema',
      'idCardNumberSchema',
      'checkUpload',
      'sniffFileType',
      'roundTo',
      'scorePhysique',
      'graduationScore',
      'seedHeats',
      'assignLanes',
      'placeResults',
      'awardPoints',
      'teamStandings',
      'detectNewRecords',
      'checkRegistrations',
      'canTransition',
      'STATUS_MACHINES',
    ];
    for (const name of expected) expect(domain, name).toHaveProperty(name);
  });

  it('works end to end: a tied race scored, rounded and totalled by class', () => {
    const placed = domain.placeResults(
      [
        { id: 'a', mark: 12.1, classId: '1' },
        { id: 'b', mark: 12.4, classId: '2' },
        { id: 'c', mark: 12.4, classId: '1' },
      ],
      { better: 'lower' },
    );
    const scored = domain.awardPoints(placed, { ...domain.DEFAULT_MEET_SETTINGS, entrants: 8 });
    const standings = domain.teamStandings(scored.map((result) => ({ teamId: result.classId, ...result })));
    expect(standings.map(({ teamId, total }) => [teamId, total])).toEqual([
      ['1', 15.5],
      ['2', 6.5],
    ]);
  });
});
