import { collegeList } from '@school-sports/gateway-client';
import { inTreeOrder } from '../../kit/tree.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';

/** The colleges of the university in tree order, sub-colleges indented: the choices of a college Select. */
export function useCollegeOptions() {
  const colleges = useGatewayQuery(collegeList, {});
  const options = inTreeOrder((colleges.data ?? []).map((unit) => ({ ...unit, id: unit.collegeId }))).map(
    ({ unit, depth }) => ({ id: unit.collegeId, label: `${'\u3000'.repeat(depth)}${unit.name}` }),
  );
  return { ...colleges, options };
}
