import type { Frame } from '@school-sports/domain';
import { FRAMES } from '@school-sports/domain';
import { type DataOf, menuDelete, menuDeletePreview, menuList, menuMove } from '@school-sports/gateway-client';
import { ConfirmDialog } from '@school-sports/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { failureText } from '../../i18n/translate.ts';
import { useColumns } from '../../kit/columns.tsx';
import { defineResource, type RowOf } from '../../kit/defineResource.ts';
import { type ListHandle, ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { gateway } from '../../session/gateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';

type MenuEntry = RowOf<typeof menuList>;
type Deletion = DataOf<typeof menuDeletePreview>;

const menus = defineResource({
  screen: 'menuManagement',
  texts: 'menus',
  page: menuList,
  whole: true,
  tree: { parentId: (row) => (row.pid === '0' ? '' : row.pid) },
  filterNames: ['frame', 'keyword'],
  key: (row) => row.menuId,
  name: (row) => row.nameZhCn,
  // Both forms need the organisation type or the entry in their address: the screen opens them.
  addPath: false,
  editPath: false,
});

/** The entry's name in the reader's language. */
export function localName(row: Pick<MenuEntry, 'nameZhCn' | 'nameZhTw' | 'nameEnUs'>, locale: string): string {
  return locale === 'en-US' ? row.nameEnUs : locale === 'zh-TW' ? row.nameZhTw : row.nameZhCn;
}

/** Where `row` stands among its siblings of its kind: whether it can move up, and down. */
function placeOf(rows: readonly MenuEntry[], row: MenuEntry): { index: number; last: boolean } {
  const siblings = rows.filter((one) => one.pid === row.pid && one.menuType === row.menuType);
  const index = siblings.findIndex((one) => one.menuId === row.menuId);
  return { index, last: index === siblings.length - 1 };
}

/** The question before a deletion, with what its preview says it removes. */
function DeleteDialog({ row, list, onClose }: { row: MenuEntry; list: ListHandle<MenuEntry>; onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [preview, setPreview] = useState<Deletion | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    gateway.call(menuDeletePreview, { menuId: row.menuId }).then(
      (answer) => {
        if (!cancelled) setPreview(answer);
      },
      (failure: unknown) => {
        if (!cancelled) setError(failureText(locale, failure));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [row.menuId, locale]);
  return (
    <ConfirmDialog
      isOpen
      title={intl.formatMessage({ id: 'menus.deleteTitle' }, { name: localName(row, locale) })}
      message={
        error ? (
          <span role="alert">{error}</span>
        ) : preview ? (
          <>
            <p data-testid="menu-delete-summary">
              <FormattedMessage
                id="menus.deleteMessage"
                values={{
                  menus: preview.menuCount,
                  buttons: preview.buttonCount,
                  roles: preview.roleCount,
                  orgs: preview.orgCount,
                }}
              />
            </p>
            <p>
              <FormattedMessage id="menus.deleteEntries" />
            </p>
            <ul>
              {preview.entries.slice(0, 20).map((entry) => (
                <li key={entry.menuId}>
                  {entry.name}
                  {entry.menuPath ? ` (${entry.menuPath})` : ''}
                </li>
              ))}
              {preview.entries.length > 20 ? <li>…</li> : null}
            </ul>
          </>
        ) : (
          <span aria-live="polite">
            <FormattedMessage id="menus.deleteLoading" />
          </span>
        )
      }
      confirmLabel={<FormattedMessage id="common.delete" />}
      variant="danger"
      onCancel={onClose}
      onConfirm={async () => {
        if (!preview) return;
        const done = await list.run(
          menuDelete,
          { menuId: row.menuId, entryCount: preview.entries.length },
          'success.deleted',
        );
        onClose();
        if (done) list.reload();
      }}
    />
  );
}

/**
 * `menuManagement` (admin frame, issue 47): the platform's operators edit the menu catalogue of each
 * organisation type as a tree: names in the three languages, paths, button permission codes and
 * order; an entry moves up and down by buttons (keyboard users too), and a deletion first says what
 * it removes. Roles' permission trees and the staff's next menu load follow at once.
 */
export function MenusPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const can = useCan();
  const c = useColumns<MenuEntry>();
  const [deleting, setDeleting] = useState<MenuEntry | null>(null);
  const frame = (FRAMES as readonly string[]).includes(search.get('frame') ?? '')
    ? (search.get('frame') as Frame)
    : 'admin';
  // A search shows some siblings only: the order is changed on the whole tree.
  const searching = (search.get('keyword') ?? '').trim() !== '';
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <ResourceList
      resource={menus}
      filters={() => [
        {
          kind: 'select',
          name: 'frame',
          label: label('menus.frame'),
          options: FRAMES.map((value) => ({ value, label: label(`menus.frame.${value}`) })),
        },
        { kind: 'search', name: 'keyword', label: label('menus.keyword') },
      ]}
      headerAction={{
        button: 'add',
        label: 'menus.add',
        onPress: () => navigate(`add?frame=${frame}`),
      }}
      subtitle={<FormattedMessage id="menus.intro" />}
      columns={[
        c.column('nameZhCn', 'menus.nameZhCn', { isRowHeader: true }),
        c.column('nameZhTw', 'menus.nameZhTw'),
        c.column('nameEnUs', 'menus.nameEnUs'),
        c.column('menuType', 'menus.kind', { value: (row) => label(`menus.kind.${row.menuType}`) }),
        c.column('menuPath', 'menus.menuPath'),
        c.column('permission', 'menus.permission'),
        c.column('sortNum', 'menus.sortNum', { align: 'end' }),
        c.column('roleCount', 'menus.roleCount', { align: 'end' }),
        c.column('screenStatus', 'menus.status', {
          value: (row) => (row.menuType === '0' && row.menuPath ? label(`menus.status.${row.screenStatus}`) : ''),
        }),
        c.column('origin', 'menus.origin', { value: (row) => label(`menus.origin.${row.origin}`) }),
      ]}
      rowActions={(row, list) => {
        const name = localName(row, locale);
        const place = placeOf(list.rows, row);
        const move = async (index: number) => {
          if (await list.run(menuMove, { menuId: row.menuId, pid: row.pid, index }, 'success.saved')) list.reload();
        };
        return (
          <>
            {can('add') && row.menuType === '0' ? (
              <RowButton
                action="menus.addChild"
                name={name}
                onPress={() => navigate(`add?frame=${row.frame}&pid=${encodeURIComponent(row.menuId)}`)}
              />
            ) : null}
            {can('edit') ? (
              <RowButton
                action="common.edit"
                name={name}
                onPress={() => navigate(`edit?frame=${row.frame}&id=${encodeURIComponent(row.menuId)}`)}
              />
            ) : null}
            {can('move') && !searching && place.index > 0 ? (
              <RowButton action="menus.moveUp" name={name} onPress={() => move(place.index - 1)} />
            ) : null}
            {can('move') && !searching && !place.last ? (
              <RowButton action="menus.moveDown" name={name} onPress={() => move(place.index + 1)} />
            ) : null}
          </>
        );
      }}
      moreRowActions={(row) =>
        can('delete') ? (
          <RowButton action="common.delete" name={localName(row, locale)} onPress={() => setDeleting(row)} />
        ) : null
      }
    >
      {(list) => (deleting ? <DeleteDialog row={deleting} list={list} onClose={() => setDeleting(null)} /> : null)}
    </ResourceList>
  );
}
