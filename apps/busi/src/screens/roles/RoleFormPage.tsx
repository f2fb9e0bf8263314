import {
  DATA_SCOPES,
  type DataScope,
  dataScopeLabel,
  defaultDataScope,
  isDataScope,
  roleTypeLabel,
} from '@school-sports/domain';
import { roleAdd, roleDetail, roleEdit, rolePermissions } from '@school-sports/gateway-client';
import { FieldGroup, Radio, RadioGroup, Select, TextArea, TextField, Tree } from '@school-sports/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { checkedLeaves, grantedIds, linkButtonsToView, permissionTree } from './permissionTree.ts';

type Values = {
  type: string;
  name: string;
  remark: string;
  /** Left unset on a new role, the scope follows the role type's default until someone picks one. */
  dataScope: DataScope | null;
  /** Not a field: a built-in role keeps the whole organisation as its scope. */
  builtIn: boolean;
  menuIds: string[];
  mobileMenuIds: string[];
};

const empty: Values = {
  type: '',
  name: '',
  remark: '',
  dataScope: null,
  builtIn: false,
  menuIds: [],
  mobileMenuIds: [],
};

/** `role/add` and `role/edit/{id}`: a role's name, type, remark, data scope and what it grants. */
export function RoleFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const permissions = useGatewayQuery(rolePermissions, {});
  const webEntries = permissions.data?.web ?? [];
  const mobileEntries = permissions.data?.mobile ?? [];
  const roleTypes = permissions.data?.roleTypes ?? [];
  const scopeOf = (values: Values) => values.dataScope ?? defaultDataScope(roleTypes.length > 0 ? values.type : '');
  const requestOf = (values: Values) => ({
    name: values.name,
    remark: values.remark,
    type: roleTypes.length > 0 ? values.type : '',
    menuIds: values.menuIds,
    mobileMenuIds: values.mobileMenuIds,
    dataScope: scopeOf(values),
  });
  const form = useResourceForm({
    empty,
    detail: {
      load: (roleId) => gateway.call(roleDetail, { roleId }),
      values: (record) => ({
        ...record,
        menuIds: [...record.menuIds].sort(),
        mobileMenuIds: [...record.mobileMenuIds].sort(),
      }),
    },
    add: { endpoint: roleAdd, request: requestOf },
    edit: { endpoint: roleEdit, request: (roleId, values) => ({ roleId, ...requestOf(values) }) },
  });
  const { values, errors, set } = form;
  const builtIn = values.builtIn;
  const shownScope = scopeOf(values);

  const viewLabel = intl.formatMessage({ id: 'roles.view' });
  const webTree = useMemo(() => permissionTree(webEntries, viewLabel), [webEntries, viewLabel]);
  const mobileTree = useMemo(() => permissionTree(mobileEntries, viewLabel), [mobileEntries, viewLabel]);
  const webChecked = useMemo(() => checkedLeaves(values.menuIds, webEntries), [values.menuIds, webEntries]);
  const mobile = useMemo(() => new Set(values.mobileMenuIds), [values.mobileMenuIds]);
  const change = (field: 'type' | 'name' | 'remark', value: string) => set(field)(value);

  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'roles.add', edit: 'roles.edit' }}
      screen={{ add: 'role/add', edit: 'role/edit' }}
      isLoading={!permissions.data}
      error={permissions.error}
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
        onChange={(value) => set('dataScope')(isDataScope(value) ? value : null)}
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
      <FieldGroup label={intl.formatMessage({ id: 'roles.webPermissions' })}>
        <Tree
          aria-label={intl.formatMessage({ id: 'roles.webPermissions' })}
          items={webTree}
          checkable
          selectedKeys={webChecked}
          onSelectionChange={(keys) =>
            set('menuIds')([...grantedIds(linkButtonsToView(webChecked, keys, webEntries), webEntries)].sort())
          }
          height={360}
        />
      </FieldGroup>
      <FieldGroup label={intl.formatMessage({ id: 'roles.mobilePermissions' })}>
        <Tree
          aria-label={intl.formatMessage({ id: 'roles.mobilePermissions' })}
          items={mobileTree}
          checkable
          selectedKeys={mobile}
          onSelectionChange={(keys) => set('mobileMenuIds')([...grantedIds(keys, mobileEntries)].sort())}
        />
      </FieldGroup>
    </ResourceFormPage>
  );
}
