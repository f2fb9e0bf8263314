import { RESOURCE_LIMITS, uploadKindRules } from '@school-sports/domain';
import { bannerAdd, bannerDetail, bannerEdit, fileUpload } from '@school-sports/gateway-client';
import { Button, Checkbox, FieldGroup, ImageUpload, TextField } from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import { StoredImage } from '../../kit/StoredImage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import * as css from './resources.css.ts';

// PNG or JPG of at most 5 MB, compressed above 100 KB (SPEC 5 and 9, the domain's `banner` kind).
const bannerRules = uploadKindRules('banner');

interface BannerValues {
  imageId: string;
  title: string;
  link: string;
  startDate: string;
  endDate: string;
  enabled: boolean;
}

const empty: BannerValues = { imageId: '', title: '', link: '', startDate: '', endDate: '', enabled: true };

/** `banner/bannerConfig/add` and `.../edit/{uid}`: a banner's image, title, link, period and state. */
export function BannerFormPage() {
  const intl = useIntl();
  const form = useResourceForm({
    empty,
    detail: {
      load: (bannerId) => gateway.call(bannerDetail, { bannerId }),
      notFound: 'banner.notFound',
      values: (record): BannerValues => ({
        imageId: record.imageId,
        title: record.title,
        link: record.link,
        startDate: record.startDate,
        endDate: record.endDate,
        enabled: record.status === 'enabled',
      }),
    },
    add: { endpoint: bannerAdd, request: (values) => values },
    edit: { endpoint: bannerEdit, request: (bannerId, values) => ({ bannerId, ...values }) },
  });
  const { values, errors, set, text } = form;
  const label = (id: string) => intl.formatMessage({ id });
  // A new pick replaces the saved image's preview with the upload's own.
  const [picked, setPicked] = useState(false);
  const dateHelp = label('banners.dateHelp');
  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'banners.add', edit: 'banners.edit' }}
      screen={{ add: 'banner/bannerConfig/add', edit: 'banner/bannerConfig/edit' }}
    >
      <FieldGroup label={label('banners.image')} errorMessage={errors.imageId}>
        {values.imageId && !picked ? (
          <div className={styles.rowActions}>
            <StoredImage className={css.thumbnail} fileId={values.imageId} alt={values.title} thumbnail />
            <Button size="small" onPress={() => set('imageId')('')}>
              <FormattedMessage id="common.remove" />
            </Button>
          </div>
        ) : null}
        <ImageUpload
          label={label('banners.pickImage')}
          accept={['png', 'jpeg']}
          maxSize={bannerRules.maxBytes}
          maxCount={1}
          upload={async (file, onProgress, signal) => {
            const stored = await gateway.upload(
              fileUpload,
              { file, fields: { kind: 'banner' } },
              { onProgress: (fraction) => onProgress(Math.round(fraction * 100)), signal },
            );
            setPicked(true);
            set('imageId')(stored.fileId);
            return stored;
          }}
          onChange={(files) => {
            if (files.length === 0) {
              setPicked(false);
              set('imageId')('');
            }
          }}
        />
      </FieldGroup>
      <TextField
        label={label('banners.bannerTitle')}
        isRequired
        maxLength={RESOURCE_LIMITS.bannerTitle}
        {...text('title')}
      />
      <TextField
        label={label('banners.link')}
        description={label('banners.linkHelp')}
        isRequired
        type="url"
        maxLength={512}
        {...text('link')}
      />
      <div className={styles.fieldRow}>
        <TextField
          label={label('banners.startDate')}
          description={dateHelp}
          isRequired
          maxLength={10}
          {...text('startDate')}
        />
        <TextField
          label={label('banners.endDate')}
          description={dateHelp}
          isRequired
          maxLength={10}
          {...text('endDate')}
        />
      </div>
      <Checkbox isSelected={values.enabled} onChange={set('enabled')}>
        {label('banners.enabled')}
      </Checkbox>
    </ResourceFormPage>
  );
}
