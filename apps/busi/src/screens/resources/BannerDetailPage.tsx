import { bannerDetail } from '@school-sports/gateway-client';
import { Descriptions, Link, PageHeader } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { StoredImage } from '../../kit/StoredImage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import * as css from './resources.css.ts';

/** `banner/bannerConfig/detail/{uid}`: one banner, its image as the carousel shows it and its facts. */
export function BannerDetailPage() {
  const bannerId = useParams().id ?? '';
  const intl = useIntl();
  const navigate = useNavigate();
  const answer = useGatewayQuery(bannerDetail, { bannerId });
  const banner = answer.data;
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.screen} data-screen="banner/bannerConfig/detail">
      <PageHeader
        title={banner?.title ?? label('banners.detail')}
        onBack={() => navigate('../..', { relative: 'path' })}
      />
      {answer.error ? <p role="alert">{answer.error}</p> : null}
      {banner ? (
        <>
          <StoredImage className={css.slideImage} fileId={banner.imageId} alt={banner.title} />
          <Descriptions
            bordered
            columns={2}
            items={[
              { label: label('banners.bannerTitle'), value: banner.title },
              { label: label('banners.link'), value: <Link href={banner.link}>{banner.link}</Link> },
              {
                label: label('banners.period'),
                value: intl.formatMessage(
                  { id: 'banners.periodValue' },
                  { start: banner.startDate, end: banner.endDate },
                ),
              },
              {
                label: label('common.status'),
                value: label(banner.status === 'enabled' ? 'common.enabled' : 'common.disabled'),
              },
            ]}
          />
        </>
      ) : null}
    </section>
  );
}
