import { STRUCTURE_LIMITS } from '@school-sports/domain';
import { collegeAdd, collegeEdit, collegeList } from '@school-sports/gateway-client';
import { useSearchParams } from 'react-router';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { newUnit, UnitFormPage, unitRequest, unitValues } from './UnitFormPage.tsx';

const texts = {
  parent: 'colleges.parent',
  parentHelp: 'colleges.parentHelp',
  topLevel: 'colleges.topLevel',
  name: 'colleges.name',
  code: 'colleges.code',
  codeHelp: 'colleges.codeHelp',
  sortNum: 'colleges.sortNum',
  sortNumHelp: 'colleges.sortNumHelp',
};

/**
 * `org/college/addEdit`: a new college (`?parentId=` for a sub-college) or, with `?id=`, an
 * existing one: parent, name, code and sort order.
 */
export function CollegeFormPage() {
  const [search] = useSearchParams();
  const collegeId = search.get('id') || undefined;
  // One route serves both: another `?id=` is another form, from empty.
  return <CollegeForm key={collegeId ?? 'new'} collegeId={collegeId} parentId={search.get('parentId')} />;
}

function CollegeForm({ collegeId, parentId }: { collegeId: string | undefined; parentId: string | null }) {
  const list = useGatewayQuery(collegeList, {});
  const form = useResourceForm({
    id: collegeId,
    empty: newUnit(parentId),
    detail: {
      // The contract lists the whole tree and has no detail call: an edit starts from its entry.
      load: async (id) => (await gateway.call(collegeList, {})).find((unit) => unit.collegeId === id) ?? null,
      notFound: 'college.notFound',
      values: unitValues,
    },
    add: { endpoint: collegeAdd, request: unitRequest },
    edit: { endpoint: collegeEdit, request: (id, values) => ({ collegeId: id, ...unitRequest(values) }) },
  });
  return (
    <UnitFormPage
      title={{ add: 'colleges.add', edit: 'colleges.edit' }}
      screen="org/college/addEdit"
      texts={texts}
      form={form}
      units={{ ...list, data: list.data?.map((unit) => ({ ...unit, id: unit.collegeId })) }}
      maxDepth={STRUCTURE_LIMITS.collegeDepth}
    />
  );
}
