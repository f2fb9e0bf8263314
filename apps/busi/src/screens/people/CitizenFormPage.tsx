import { SEXES, sexLabel } from '@school-sports/domain';
import { citizenAdd, citizenDetail, citizenEdit } from '@school-sports/gateway-client';
import { Radio, RadioGroup, TextField } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useGatewayAction, useRecordForForm } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { FormPage } from '../shared/FormPage.tsx';
import { fieldErrors } from '../shared/fieldErrors.ts';
import * as styles from '../shared/screens.css.ts';

type Values = { name: string; sex: string; mobile: string; idCard: string; birthDate: string; address: string };

const empty: Values = { name: '', sex: '', mobile: '', idCard: '', birthDate: '', address: '' };

/** `user/citizen/add` and `user/citizen/edit/{id}` (nf frame): one citizen's form (issue 7). */
export function CitizenFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  // The record of an edit route (`edit/:id`); none on `add`.
  const citizenId = useParams().id;
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const { run, isPending } = useGatewayAction();

  const { loaded, error: loadError } = useRecordForForm(citizenDetail, citizenId ? { citizenId } : null, (record) =>
    setValues({
      name: record.name,
      sex: record.sex,
      mobile: record.mobile,
      idCard: record.idCard,
      birthDate: record.birthDate ?? '',
      address: record.address,
    }),
  );

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };
  const text = (key: Exclude<keyof Values, 'sex'>) => ({
    value: values[key],
    onChange: set(key),
    isInvalid: Boolean(errors[key]),
    errorMessage: errors[key],
  });

  // Back to the list: from `add`, one level up; from `edit/{id}`, two.
  const back = () => navigate(citizenId ? '../..' : '..', { relative: 'path' });

  async function submit() {
    const checked = citizenId
      ? citizenEdit.request.safeParse({ citizenId, ...values })
      : citizenAdd.request.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, (id) => domainText(locale, id)) as Partial<Record<keyof Values, string>>);
      return;
    }
    const done = citizenId
      ? await run(citizenEdit, checked.data as never, 'success.modified')
      : await run(citizenAdd, checked.data as never, 'success.added');
    if (done) back();
  }

  const title = intl.formatMessage({ id: citizenId ? 'citizens.edit' : 'citizens.add' });
  return (
    <FormPage
      title={title}
      screen={citizenId ? 'user/citizen/edit' : 'user/citizen/add'}
      onBack={back}
      onSubmit={submit}
      isLoading={!loaded}
      isPending={isPending}
      error={loadError}
      values={values}
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
    </FormPage>
  );
}
