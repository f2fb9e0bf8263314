import { type DataOf, meetEntryStudents } from '@school-sports/gateway-client';
import { useGatewayQuery } from '../../session/useGateway.ts';

/**
 * The students of `classId` a meet's registration may enter, none until a class is chosen and
 * none while another class's are loading (a pick never lands on the previous class's pupil). The
 * registration form and the team dialog share the one cached answer.
 */
export function useClassStudents(classId: string): DataOf<typeof meetEntryStudents> {
  const answer = useGatewayQuery(meetEntryStudents, { classId }, { skip: !classId });
  return classId && !answer.isLoading ? (answer.data ?? []) : [];
}
