import { STRUCTURE_LIMITS } from '@school-sports/domain';
import { collegeAdd, collegeEdit, collegeList, type Endpoint } from '@school-sports/gateway-client';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { type FormUnit, UnitFormPage } from './UnitFormPage.tsx';

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
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const collegeId = search.get('id') || undefined;
  const list = useGatewayQuery(collegeList, {});
  const units = { ...list, data: list.data?.map((unit): FormUnit => ({ ...unit, id: unit.collegeId })) };
  const { run, isPending } = useGatewayAction();
  const back = () => navigate('..', { relative: 'path' });

  return (
    <UnitFormPage
      key={collegeId ?? 'new'}
      title={intl.formatMessage({ id: collegeId ? 'colleges.edit' : 'colleges.add' })}
      screen="org/college/addEdit"
      texts={texts}
      units={units}
      unitId={collegeId}
      initialParentId={collegeId ? '' : (search.get('parentId') ?? '')}
      maxDepth={STRUCTURE_LIMITS.collegeDepth}
      notFound="college.notFound"
      onBack={back}
      check={(request) =>
        collegeId ? collegeEdit.request.safeParse({ collegeId, ...request }) : collegeAdd.request.safeParse(request)
      }
      send={async (data) => {
        // The data passed the schema of this very call in `check`.
        const endpoint: Endpoint = collegeId ? collegeEdit : collegeAdd;
        return Boolean(await run(endpoint, data, collegeId ? 'success.modified' : 'success.added'));
      }}
      isPending={isPending}
    />
  );
}
