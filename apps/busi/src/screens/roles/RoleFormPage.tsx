import { DATA_SCOPES, type DataScope, dataScopeLabel, defaultDataScope, roleTypeLabel } from '@school-sports/domain';
import { roleAdd, roleDetail, roleEdit, rolePermissions } from '@school-sports/gateway-client';
import { Radio, RadioGroup, Select, TextArea, TextField, Tree } from '@school-sports/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useGatewayAction, useGatewayQuery, useRecordForForm } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { FormPage } from '../shared/FormPage.tsx';
import { fieldErrors } from '../shared/fieldErrors.ts';
import * as styles from '../shared/screens.css.ts';
import { checkedLeaves, grantedIds, linkButtonsToView, permissionTree } from './permissionTree.ts';

/** `role/add` and `role/edit/{recordUid}`: a role's name, type, remark and what it grants (SPEC 6). */
export function RoleFormPage() {
  // The record of an edit route (`edit/:id`); none on `add`.
  const roleId = useParams().id;

  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const permissions = useGatewayQuery(rolePermissions, {});
  const [values, setValues] = useState({ type: '', name: '', remark: '' });
  // Left unset on a new role, the scope follows the role type's default until someone picks one.
  const [dataScope, setDataScope] = useState<DataScope | null>(null);
  const [builtIn, setBuiltIn] = useState(false);
  const [web, setWeb] = useState<Set<string>>(new Set());
  const [mobile, setMobile] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const { run, isPending } = useGatewayAction();
  const webEntries = permissions.data?.web ?? [];
  const mobileEntries = permissions.data?.mobile ?? [];

  const { loaded, error } = useRecordForForm(roleDetail, roleId ? { roleId } : null, (record) => {
    setValues({ type: record.type, name: record.name, remark: record.remark });
    setDataScope(record.dataScope);
    setBuiltIn(record.builtIn);
    setWeb(new Set(record.menuIds));
    setMobile(new Set(record.mobileMenuIds));
  });

  const viewLabel = intl.formatMessage({ id: 'roles.view' });
  const webTree = useMemo(() => permissionTree(webEntries, viewLabel), [webEntries, viewLabel]);
  const mobileTree = useMemo(() => permissionTree(mobileEntries, viewLabel), [mobileEntries, viewLabel]);
  const webChecked = useMemo(() => checkedLeaves([...web], webEntries), [web, webEntries]);
  const roleTypes = permissions.data?.roleTypes ?? [];
  const shownScope = dataScope ?? defaultDataScope(roleTypes.length > 0 ? values.type : '');
  const back = () => navigate(roleId ? '../..' : '..', { relative: 'path' });

  async function submit() {
    const request = {
      ...values,
      type: roleTypes.length > 0 ? values.type : '',
      menuIds: [...web],
      mobileMenuIds: [...mobile],
      dataScope: shownScope,
    };
    const checked = (roleId ? roleEdit : roleAdd).request.safeParse(roleId ? { roleId, ...request } : request);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, (id) => domainText(locale, id)));
      return;
    }
    const done = roleId
      ? await run(roleEdit, { roleId, ...request }, 'success.modified')
      : await run(roleAdd, request, 'success.added');
    if (done) back();
  }

  const change = (field: 'type' | 'name' | 'remark', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return (
    <FormPage
      title={intl.formatMessage({ id: roleId ? 'roles.edit' : 'roles.add' })}
      screen={roleId ? 'role/edit' : 'role/add'}
      onBack={back}
      onSubmit={submit}
      values={{ ...values, dataScope, web: [...web].sort(), mobile: [...mobile].sort() }}
      isLoading={!loaded || !permissions.data}
      isPending={isPending}
      error={error ?? permissions.error}
    >
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'roles.name' })}
          description={intl.formatMessage({ id: 'roles.nameHelp' })}
          isRequired
          maxLength={20}
          value={values.name}
          onChange={(value) => change('name', value)}
          isInvalid={Boolean(errors.name)}
          errorMessage={errors.name}
        />
        {roleTypes.length > 0 ? (
          <Select
            label={intl.formatMessage({ id: 'roles.type' })}
            items={roleTypes.map((code) => ({ id: code, label: domainText(locale, roleTypeLabel(code)) }))}
            value={values.type || null}
            onChange={(key) => change('type', key ? String(key) : '')}
            isRequired
            isInvalid={Boolean(errors.type)}
            errorMessage={errors.type}
          />
        ) : null}
      </div>
      <TextArea
        label={intl.formatMessage({ id: 'roles.remark' })}
        maxLength={100}
        value={values.remark}
        onChange={(value) => change('remark', value)}
        isInvalid={Boolean(errors.remark)}
        errorMessage={errors.remark}
      />
      <RadioGroup
        label={intl.formatMessage({ id: 'roles.dataScope' })}
        description={
          builtIn ? domainText(locale, 'role.builtInDataScope') : intl.formatMessage({ id: 'roles.dataScopeHelp' })
        }
        orientation="horizontal"
        value={shownScope}
        onChange={(value) => setDataScope(value as DataScope)}
        isDisabled={builtIn}
        isInvalid={Boolean(errors.dataScope)}
        errorMessage={errors.dataScope}
      >
        {DATA_SCOPES.map((scope) => (
          <Radio key={scope} value={scope}>
            {domainText(locale, dataScopeLabel(scope))}
          </Radio>
        ))}
      </RadioGroup>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{intl.formatMessage({ id: 'roles.webPermissions' })}</legend>
        <Tree
          aria-label={intl.formatMessage({ id: 'roles.webPermissions' })}
          items={webTree}
          checkable
          selectedKeys={webChecked}
          onSelectionChange={(keys) =>
            setWeb(new Set(grantedIds(linkButtonsToView(webChecked, keys, webEntries), webEntries)))
          }
          height={360}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{intl.formatMessage({ id: 'roles.mobilePermissions' })}</legend>
        <Tree
          aria-label={intl.formatMessage({ id: 'roles.mobilePermissions' })}
          items={mobileTree}
          checkable
          selectedKeys={mobile}
          onSelectionChange={(keys) => setMobile(new Set(grantedIds(keys, mobileEntries)))}
        />
      </fieldset>
    </FormPage>
  );
}
