import { type DataOf, promotionConfirm, promotionPreview } from '@school-sports/gateway-client';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog } from '../../kit/FormDialog.tsx';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import * as css from './promotion.css.ts';

type Plan = DataOf<typeof promotionPreview>;

/**
 * The promotion to the next academic year (issue 6): what it would do (each class's move, the
 * classes that graduate, the moves refused on a taken code), and one confirmed action doing it all.
 */
export function PromotionDialog({ onClose, onPromoted }: { onClose: () => void; onPromoted: () => void }) {
  const intl = useIntl();
  const plan = useGatewayQuery(promotionPreview, {});
  const { run, isPending } = useGatewayAction();
  const data = plan.data;
  const blocked = !data?.academicYearId || data.moves.length === 0 || data.collisions.length > 0;

  async function confirm() {
    if (!data?.academicYearId || blocked) return;
    if (await run(promotionConfirm, { academicYearId: data.academicYearId }, 'success.saved')) {
      onPromoted();
      onClose();
    } else {
      plan.reload();
    }
  }

  return (
    <FormDialog
      title={
        data?.academicYear
          ? intl.formatMessage({ id: 'promotion.title' }, { year: data.academicYear })
          : intl.formatMessage({ id: 'promotion.titleNoYear' })
      }
      onClose={onClose}
      size="large"
      isPending={isPending}
      isDisabled={plan.isLoading || blocked}
      onConfirm={confirm}
      confirmLabel={<FormattedMessage id="promotion.confirm" />}
    >
      <div className={css.planBody} aria-busy={plan.isLoading}>
        {plan.error ? <p role="alert">{plan.error}</p> : null}
        {data ? <PlanContent plan={data} /> : null}
      </div>
    </FormDialog>
  );
}

function PlanContent({ plan }: { plan: Plan }) {
  const intl = useIntl();
  if (!plan.academicYearId) {
    return (
      <p>
        <FormattedMessage id="promotion.noYear" />
      </p>
    );
  }
  if (plan.moves.length === 0) {
    return (
      <p>
        <FormattedMessage id="promotion.nothing" values={{ year: plan.academicYear }} />
      </p>
    );
  }
  const graduating = plan.moves.filter((move) => move.action === 'graduate').length;
  return (
    <>
      <p>
        <FormattedMessage
          id="promotion.summary"
          values={{ promoted: plan.moves.length - graduating, graduated: graduating, year: plan.academicYear }}
        />
      </p>
      {plan.collisions.length > 0 ? (
        <table className={css.planTable} data-promotion="collisions">
          <caption role="alert">
            <FormattedMessage id="promotion.collisions" values={{ count: plan.collisions.length }} />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="promotion.class" />
              </th>
              <th scope="col">
                <FormattedMessage id="promotion.to" />
              </th>
              <th scope="col">
                <FormattedMessage id="promotion.takenBy" />
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.collisions.map((collision) => (
              <tr key={collision.classId}>
                <th scope="row">{collision.name}</th>
                <td>{collision.toGradeName}</td>
                <td>
                  {intl.formatMessage(
                    { id: 'promotion.takenByValue' },
                    { name: collision.withClassName, code: collision.code },
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <table className={css.planTable} data-promotion="moves">
        <caption>
          <FormattedMessage id="promotion.moves" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="promotion.class" />
            </th>
            <th scope="col">
              <FormattedMessage id="promotion.from" />
            </th>
            <th scope="col">
              <FormattedMessage id="promotion.to" />
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.moves.map((move) => (
            <tr key={move.classId}>
              <th scope="row">{move.name}</th>
              <td>{move.gradeName}</td>
              <td>{move.toGradeName ?? intl.formatMessage({ id: 'promotion.graduates' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
