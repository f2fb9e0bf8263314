import { SEXES, sexLabel } from '@school-sports/domain';
import { citizenAdd, citizenDetail, citizenEdit } from '@school-sports/gateway-client';
import { Radio, RadioGroup, TextField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';

type Values = { name: string; sex: string; mobile: string; idCard: string; birthDate: string; address: string };

const empty: Values = { name: '', sex: '', mobile: '', idCard: '', birthDate: '', address: '' };

/** `user/citizen/add` and `user/citizen/edit/{id}` (nf frame): one citizen's form (issue 7). */
export function CitizenFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const form = useResourceForm({
    empty,
    detail: {
      load: (citizenId) => gateway.call(citizenDetail, { citizenId }),
      values: (record) => ({ ...record, birthDate: record.birthDate ?? '' }),
    },
    add: { endpoint: citizenAdd, request: (values) => values },
    edit: { endpoint: citizenEdit, request: (citizenId, values) => ({ citizenId, ...values }) },
  });
  const { values, errors, set, text } = form;

  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'citizens.add', edit: 'citizens.edit' }}
      screen={{ add: 'user/citizen/add', edit: 'user/citizen/edit' }}
    >
      <div className={styles.fieldRow}>
        <TextField label={intl.formatMessage({ id: 'people.name' })} isRequired maxLength={20} {...text('name')} />
        <RadioGroup
          label={intl.formatMessage({ id: 'people.sex' })}
          orientation="horizontal"
          value={values.sex || null}
          onChange={(value) => set('sex')(value)}
          isRequired
          isInvalid={Boolean(errors.sex)}
          errorMessage={errors.sex}
        >
          {SEXES.map((sex) => (
            <Radio key={sex} value={sex}>
              {domainText(locale, sexLabel(sex))}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'people.mobile' })}
          description={intl.formatMessage({ id: 'citizens.mobileHelp' })}
          isRequired
          inputMode="tel"
          maxLength={11}
          {...text('mobile')}
        />
        <TextField
          label={intl.formatMessage({ id: 'people.idCard' })}
          autoComplete="off"
          maxLength={18}
          {...text('idCard')}
        />
      </div>
      <TextField
        label={intl.formatMessage({ id: 'citizens.birthDate' })}
        description={intl.formatMessage({ id: 'citizens.birthDateHelp' })}
        maxLength={10}
        {...text('birthDate')}
      />
      <TextField label={intl.formatMessage({ id: 'citizens.address' })} maxLength={100} {...text('address')} />
    </ResourceFormPage>
  );
}
