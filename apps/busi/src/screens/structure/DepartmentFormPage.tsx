import { STRUCTURE_LIMITS } from '@school-sports/domain';
import { departmentAdd, departmentEdit, departmentList } from '@school-sports/gateway-client';
import { useSearchParams } from 'react-router';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { newUnit, UnitFormPage, unitRequest, unitValues } from './UnitFormPage.tsx';

const texts = {
  parent: 'departments.parent',
  parentHelp: 'departments.parentHelp',
  topLevel: 'departments.topLevel',
  name: 'departments.name',
  code: 'departments.code',
  codeHelp: 'departments.codeHelp',
  sortNum: 'departments.sortNum',
  sortNumHelp: 'departments.sortNumHelp',
};

/**
 * `departmentManage/add` (`?parentId=` to start under a department) and
 * `departmentManage/edit/{id}`: one department's parent, name, code and sort order.
 */
export function DepartmentFormPage() {
  const [search] = useSearchParams();
  const list = useGatewayQuery(departmentList, {});
  const form = useResourceForm({
    empty: newUnit(search.get('parentId')),
    detail: {
      // The contract lists the whole tree and has no detail call: an edit starts from its entry.
      load: async (departmentId) =>
        (await gateway.call(departmentList, {})).find((unit) => unit.departmentId === departmentId) ?? null,
      notFound: 'department.notFound',
      values: unitValues,
    },
    add: { endpoint: departmentAdd, request: unitRequest },
    edit: { endpoint: departmentEdit, request: (departmentId, values) => ({ departmentId, ...unitRequest(values) }) },
  });
  return (
    <UnitFormPage
      title={{ add: 'departments.add', edit: 'departments.edit' }}
      screen={{ add: 'departmentManage/add', edit: 'departmentManage/edit' }}
      texts={texts}
      form={form}
      units={{ ...list, data: list.data?.map((unit) => ({ ...unit, id: unit.departmentId })) }}
      maxDepth={STRUCTURE_LIMITS.departmentDepth}
    />
  );
}
