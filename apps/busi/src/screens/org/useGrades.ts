import { classList, gradeList } from '@school-sports/gateway-client';
import { useGatewayQuery } from '../../session/useGateway.ts';

/** The organisation's grades, for filters and pickers (SPEC 3 dictionaries). */
export function useGrades() {
  return useGatewayQuery(gradeList, {});
}

/** The organisation's classes (of one grade when given), for filters and pickers. */
export function useClassOptions(gradeId?: string) {
  return useGatewayQuery(classList, gradeId ? { gradeId } : {});
}
