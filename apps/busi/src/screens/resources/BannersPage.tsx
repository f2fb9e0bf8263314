import { carouselOn } from '@school-sports/domain';
import { bannerDelete, bannerList, bannerMove, bannerPlace, bannerSetStatus } from '@school-sports/gateway-client';
import { DragHandle, TableReorder } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { StoredImage } from '../../kit/StoredImage.tsx';
import { useGatewayAction } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import * as css from './resources.css.ts';

type Banner = RowOf<typeof bannerList>;

const banners = defineResource({
  screen: 'banner/bannerConfig',
  texts: 'banners',
  page: bannerList,
  whole: true,
  key: (row) => row.bannerId,
  name: (row) => row.title,
  status: {
    of: (row) => row.status,
    set: (row, status) => call(bannerSetStatus, { bannerId: row.bannerId, status }),
  },
  remove: { call: ([row]) => call(bannerDelete, { bannerId: row?.bannerId ?? '' }) },
});

/** Today in the browser's time zone, as `YYYY-MM-DD`: the day the preview shows. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The carousel as the mobile app shows it today: the enabled banners of today's period, in their order. */
function CarouselPreview({ rows }: { rows: readonly Banner[] }) {
  const intl = useIntl();
  const shown = carouselOn(
    rows.map((row) => ({ ...row, enabled: row.status === 'enabled' })),
    today(),
  );
  return (
    <section aria-labelledby="banner-preview-title">
      <h2 id="banner-preview-title">{intl.formatMessage({ id: 'banners.preview' })}</h2>
      {shown.length === 0 ? (
        <p>{intl.formatMessage({ id: 'banners.previewEmpty' })}</p>
      ) : (
        <ol className={css.carousel} aria-label={intl.formatMessage({ id: 'banners.preview' })}>
          {shown.map((banner) => (
            <li key={banner.bannerId}>
              <figure className={css.slide}>
                <StoredImage className={css.slideImage} fileId={banner.imageId} alt={banner.title} />
                <figcaption>{banner.title}</figcaption>
              </figure>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * `banner/bannerConfig`: the organisation's carousel banners (at most five) in their order, dragged
 * into place by pointer or keyboard (each row's handle) or moved one place with the up and down
 * buttons, enabled or disabled, and a preview of today's carousel under the table.
 */
export function BannersPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const c = useColumns<Banner>();
  const { run } = useGatewayAction();
  const list = (
    <ResourceList
      resource={banners}
      columns={[
        ...(can('edit')
          ? [
              c.column('sortNum', 'banners.order', {
                render: () => <DragHandle />,
                in: 'table',
                hideable: false,
                width: 56,
              }),
            ]
          : []),
        c.column('imageId', 'banners.image', {
          value: () => '',
          render: (row) => <StoredImage className={css.thumbnail} fileId={row.imageId} alt={row.title} thumbnail />,
          in: 'table',
        }),
        c.column('title', 'banners.bannerTitle', { isRowHeader: true }),
        c.column('link', 'banners.link'),
        c.column('startDate', 'banners.period', {
          value: (row) => intl.formatMessage({ id: 'banners.periodValue' }, { start: row.startDate, end: row.endDate }),
        }),
        c.column('status', 'common.status', {
          value: (row) => intl.formatMessage({ id: row.status === 'enabled' ? 'common.enabled' : 'common.disabled' }),
        }),
      ]}
      rowActions={(row, list) => {
        const at = list.rows.findIndex((one) => one.bannerId === row.bannerId);
        const move = async (direction: 'up' | 'down') => {
          if (await list.run(bannerMove, { bannerId: row.bannerId, direction }, 'success.saved')) list.reload();
        };
        return (
          <>
            <RowButton action="banners.detail" name={row.title} onPress={() => navigate(`detail/${row.bannerId}`)} />
            {can('edit') && at > 0 ? (
              <RowButton action="banners.moveUp" name={row.title} onPress={() => move('up')} />
            ) : null}
            {can('edit') && at < list.rows.length - 1 ? (
              <RowButton action="banners.moveDown" name={row.title} onPress={() => move('down')} />
            ) : null}
          </>
        );
      }}
    >
      {(list) => <CarouselPreview rows={list.rows} />}
    </ResourceList>
  );
  if (!can('edit')) return list;
  // One banner is dragged at a time (the list selects none); the gateway renumbers the carousel and
  // the list, read again after the write, shows the stored order.
  return (
    <TableReorder
      onReorder={([bannerId], targetId, position) => {
        if (bannerId === undefined) return;
        void run(bannerPlace, { bannerId: String(bannerId), targetId: String(targetId), position }, 'success.saved');
      }}
    >
      {list}
    </TableReorder>
  );
}
