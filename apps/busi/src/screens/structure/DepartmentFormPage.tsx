import { STRUCTURE_LIMITS } from '@school-sports/domain';
import { departmentAdd, departmentEdit, departmentList, type Endpoint } from '@school-sports/gateway-client';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { type FormUnit, UnitFormPage } from './UnitFormPage.tsx';

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
  // The record of an edit route (`edit/:id`); none on `add`.
  const departmentId = useParams().id;

  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const list = useGatewayQuery(departmentList, {});
  const units = {
    ...list,
    data: list.data?.map((unit): FormUnit => ({ ...unit, id: unit.departmentId })),
  };
  const { run, isPending } = useGatewayAction();
  // Back to the list: from `add`, one level up; from `edit/{id}`, two.
  const back = () => navigate(departmentId ? '../..' : '..', { relative: 'path' });

  return (
    <UnitFormPage
      title={intl.formatMessage({ id: departmentId ? 'departments.edit' : 'departments.add' })}
      screen={departmentId ? 'departmentManage/edit' : 'departmentManage/add'}
      texts={texts}
      units={units}
      unitId={departmentId}
      initialParentId={departmentId ? '' : (search.get('parentId') ?? '')}
      maxDepth={STRUCTURE_LIMITS.departmentDepth}
      notFound="department.notFound"
      onBack={back}
      check={(request) =>
        departmentId
          ? departmentEdit.request.safeParse({ departmentId, ...request })
          : departmentAdd.request.safeParse(request)
      }
      send={async (data) => {
        // The data passed the schema of this very call in `check`.
        const endpoint: Endpoint = departmentId ? departmentEdit : departmentAdd;
        return Boolean(await run(endpoint, data, departmentId ? 'success.modified' : 'success.added'));
      }}
      isPending={isPending}
    />
  );
}
