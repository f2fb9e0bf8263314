import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { Menu, MenuButton, type MenuButtonProps, MenuItem, MenuSection, MenuSeparator } from './Menu.tsx';

const body = within(document.body);

// onAction receives the item's key and, for items from `items` data, its value (none here).

function EditIcon() {
  return (
    <svg width={14} height={14} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M3 13h3l7-7-3-3-7 7v3z" stroke="currentColor" strokeWidth={1.4} strokeLinejoin="round" />
    </svg>
  );
}

const items = (
  <>
    <MenuSection title="操作">
      <MenuItem id="edit" icon={<EditIcon />}>
        编辑
      </MenuItem>
      <MenuItem id="reset">重置密码</MenuItem>
      <MenuItem id="export" isDisabled>
        导出成绩
      </MenuItem>
    </MenuSection>
    <MenuSeparator />
    <MenuSection>
      <MenuItem id="delete" variant="danger">
        删除
      </MenuItem>
    </MenuSection>
  </>
);

const meta = preview.meta({
  title: 'Overlays/Menu',
  component: MenuButton,
  args: { label: '更多', onAction: fn(), children: items },
});

export const KeyboardNavigation = meta.story({
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '更多' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const menuItems = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(menuItems[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '重置密码' })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '删除' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: '重置密码' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard(' ');
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('reset', undefined);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
});

export const ArrowUpOpensAtLastItem = meta.story({
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '更多' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await body.findByRole('menu');
    const remove = within(menu).getByRole('menuitem', { name: '删除' });
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete', undefined);
    await waitFor(() => expect(button).toHaveFocus());
  },
});

export const PointerAndDisabled = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多' }));
    const menu = await body.findByRole('menu');
    const disabled = within(menu).getByRole('menuitem', { name: '导出成绩' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(within(menu).getByRole('group', { name: '操作' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: '编辑' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit', undefined);
  },
});

export const SingleSelection = meta.story({
  args: {
    label: '排序',
    selectionMode: 'single',
    defaultSelectedKeys: ['score'],
    onSelectionChange: fn(),
    children: (
      <>
        <MenuItem id="name">按姓名</MenuItem>
        <MenuItem id="score">按成绩</MenuItem>
        <MenuItem id="class">按班级</MenuItem>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '排序' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: '按成绩' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalled();
  },
});

const openFrame = (args: MenuButtonProps<object>) => (
  <div style={{ width: 320, height: 240 }}>
    <MenuButton {...args} defaultOpen />
  </div>
);

export const Open = meta.story({
  render: openFrame,
  play: async () => {
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
  },
});

export const Dark = meta.story({ ...Open.input, globals: { theme: 'dark' } });

export const English = meta.story({
  ...Open.input,
  args: {
    label: 'More',
    children: (
      <>
        <MenuItem id="edit" description="Name, class and student number">
          Edit
        </MenuItem>
        <MenuItem id="reset">Reset password</MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" variant="danger">
          Delete
        </MenuItem>
      </>
    ),
  },
  globals: { locale: 'en-US' },
  play: async () => {
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Edit/ })).toBeInTheDocument();
  },
});

export const TraditionalChinese = meta.story({
  ...Open.input,
  args: {
    label: '更多',
    children: (
      <>
        <MenuItem id="edit">編輯</MenuItem>
        <MenuItem id="reset">重設密碼</MenuItem>
        <MenuItem id="delete" variant="danger">
          刪除
        </MenuItem>
      </>
    ),
  },
  globals: { locale: 'zh-TW' },
  play: async () => {
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '重設密碼' })).toBeInTheDocument();
  },
});

export const StandaloneMenu = meta.story({
  render: (args) => (
    <div style={{ width: 220, border: '1px solid currentColor', borderRadius: 6 }}>
      <Menu aria-label="批量操作" onAction={args.onAction}>
        <MenuItem id="enable">批量启用</MenuItem>
        <MenuItem id="disable">批量停用</MenuItem>
      </Menu>
    </div>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('menuitem', { name: '批量启用' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('disable', undefined);
  },
});
