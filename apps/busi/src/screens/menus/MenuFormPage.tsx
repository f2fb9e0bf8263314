import { FRAMES, type Frame, MENU_LIMITS } from '@school-sports/domain';
import { type DataOf, menuAdd, menuEdit, menuList } from '@school-sports/gateway-client';
import { Select, TextField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import { inTreeOrder, TOP_LEVEL } from '../../kit/tree.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { localName } from './MenusPage.tsx';

interface MenuValues {
  pid: string;
  menuType: '0' | '1';
  menuPath: string;
  permission: string;
  nameZhCn: string;
  nameZhTw: string;
  nameEnUs: string;
  icon: string;
}

/**
 * `menuManagement/add?frame=&pid=` and `menuManagement/edit?frame=&id=`: a new menu, group or button of an
 * organisation type, or an entry's names and icon. A path and a permission code are an entry's
 * identity (the gateway checks grants by them), so an edit shows them without changing them.
 */
export function MenuFormPage() {
  const [search] = useSearchParams();
  const menuId = search.get('id') || undefined;
  const asked = search.get('frame') ?? '';
  const frame: Frame = (FRAMES as readonly string[]).includes(asked) ? (asked as Frame) : 'admin';
  // One route serves both: another `?id=` is another form, from empty.
  return <MenuForm key={menuId ?? `new:${frame}`} menuId={menuId} frame={frame} pid={search.get('pid') ?? ''} />;
}

function MenuForm({ menuId, frame, pid }: { menuId: string | undefined; frame: Frame; pid: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const list = useGatewayQuery(menuList, { frame });
  const form = useResourceForm({
    id: menuId,
    empty: {
      pid: pid || '0',
      menuType: '0',
      menuPath: '',
      permission: '',
      nameZhCn: '',
      nameZhTw: '',
      nameEnUs: '',
      icon: '',
    } as MenuValues,
    detail: {
      // The tree is one short list and has no detail call: an edit starts from its entry.
      load: async (id) => (await gateway.call(menuList, { frame })).find((one) => one.menuId === id) ?? null,
      notFound: 'menu.notFound',
      values: (row: DataOf<typeof menuList>[number]): MenuValues => ({
        pid: row.pid,
        menuType: row.menuType,
        menuPath: row.menuPath,
        permission: row.permission,
        nameZhCn: row.nameZhCn,
        nameZhTw: row.nameZhTw,
        nameEnUs: row.nameEnUs,
        icon: row.icon,
      }),
    },
    add: {
      endpoint: menuAdd,
      request: (values) => ({
        frame,
        pid: values.pid,
        menuType: values.menuType,
        menuPath: values.menuType === '0' ? values.menuPath : '',
        permission: values.menuType === '1' ? values.permission : '',
        nameZhCn: values.nameZhCn,
        nameZhTw: values.nameZhTw,
        nameEnUs: values.nameEnUs,
        icon: values.icon,
      }),
    },
    edit: {
      endpoint: menuEdit,
      request: (id, values) => ({
        menuId: id,
        nameZhCn: values.nameZhCn,
        nameZhTw: values.nameZhTw,
        nameEnUs: values.nameEnUs,
        icon: values.icon,
      }),
    },
  });
  const { values, errors, set } = form;
  const label = (id: string) => intl.formatMessage({ id });
  const editing = menuId !== undefined;
  const isButton = values.menuType === '1';
  // A button belongs to a menu with a path; a menu goes under a group or a menu, or at the top.
  const parents = inTreeOrder(
    (list.data ?? [])
      .filter((one) => one.menuType === '0' && (!isButton || one.menuPath !== ''))
      .map((one) => ({
        ...one,
        id: one.menuId,
        parentId: one.pid === '0' ? '' : one.pid,
        name: localName(one, locale),
      })),
  ).map(({ unit, depth }) => ({ id: unit.id, label: `${'\u3000'.repeat(depth)}${unit.name}` }));
  const parentItems = isButton ? parents : [{ id: TOP_LEVEL, label: label('menus.topLevel') }, ...parents];
  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'menus.add', edit: 'menus.edit' }}
      screen={{ add: 'menuManagement/add', edit: 'menuManagement/edit' }}
      isLoading={list.data === undefined}
      error={list.error}
    >
      <Select
        label={label('menus.frame')}
        items={[{ id: frame, label: label(`menus.frame.${frame}`) }]}
        value={frame}
        isDisabled
      />
      <Select
        label={label('menus.kind')}
        items={[
          { id: '0', label: label('menus.kind.0') },
          { id: '1', label: label('menus.kind.1') },
        ]}
        value={values.menuType}
        onChange={(key) => set('menuType')(key === '1' ? '1' : '0')}
        isDisabled={editing}
        isRequired
      />
      <Select
        label={label('menus.parent')}
        items={parentItems}
        value={values.pid === '0' ? (isButton ? null : TOP_LEVEL) : values.pid}
        onChange={(key) => set('pid')(key && key !== TOP_LEVEL ? String(key) : '0')}
        isDisabled={editing}
        isRequired
        isInvalid={Boolean(errors.pid)}
        errorMessage={errors.pid}
      />
      {isButton ? (
        <TextField
          label={label('menus.permission')}
          description={label('menus.permissionHelp')}
          isRequired
          isDisabled={editing}
          maxLength={MENU_LIMITS.permission}
          {...form.text('permission')}
        />
      ) : (
        <TextField
          label={label('menus.menuPath')}
          description={label('menus.menuPathHelp')}
          isDisabled={editing}
          maxLength={MENU_LIMITS.path}
          {...form.text('menuPath')}
        />
      )}
      <TextField label={label('menus.nameZhCn')} isRequired maxLength={MENU_LIMITS.name} {...form.text('nameZhCn')} />
      <TextField label={label('menus.nameZhTw')} isRequired maxLength={MENU_LIMITS.name} {...form.text('nameZhTw')} />
      <TextField label={label('menus.nameEnUs')} isRequired maxLength={MENU_LIMITS.name} {...form.text('nameEnUs')} />
      <TextField
        label={label('menus.icon')}
        description={label('menus.iconHelp')}
        maxLength={MENU_LIMITS.icon}
        {...form.text('icon')}
      />
    </ResourceFormPage>
  );
}
