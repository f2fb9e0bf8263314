import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { inDarkTheme, inLocale } from '../testing/stories.tsx';
import { type OpenPage, PageTabs, type PageTabsProps } from './PageTabs.tsx';

const open: OpenPage[] = [
  { id: '/k12/home', label: '首页', href: '/k12/home', isClosable: false },
  { id: '/k12/org/class', label: '班级管理', href: '/k12/org/class?page=2' },
  { id: '/k12/people/student', label: '学生管理', href: '/k12/people/student?name=%E5%BC%A0' },
  { id: '/k12/people/teacher', label: '教师管理', href: '/k12/people/teacher' },
];

// What the app does with the callbacks: keeps the list and the current page, as a router would.
function OpenPages(args: PageTabsProps) {
  const [pages, setPages] = useState(args.pages);
  const [current, setCurrent] = useState(args.currentId);
  const keep = (id: string, kept: (page: OpenPage, at: number, mine: number) => boolean) =>
    setPages((all) => {
      const mine = all.findIndex((page) => page.id === id);
      return all.filter((page, at) => page.isClosable === false || page.id === id || kept(page, at, mine));
    });
  return (
    <RouterProvider navigate={(href) => setCurrent(pages.find((page) => page.href === href)?.id)}>
      <div style={{ width: 720 }}>
        <PageTabs
          {...args}
          pages={pages}
          currentId={current}
          onClose={(id) => {
            args.onClose(id);
            setPages((all) => all.filter((page) => page.id !== id));
          }}
          onCloseOthers={(id) => {
            args.onCloseOthers(id);
            keep(id, () => false);
          }}
          onCloseRight={(id) => {
            args.onCloseRight(id);
            keep(id, (_page, at, mine) => at < mine);
          }}
        />
        <p data-testid="shown">{pages.find((page) => page.id === current)?.label ?? '—'}</p>
      </div>
    </RouterProvider>
  );
}

const meta = preview.meta({
  title: 'Navigation/PageTabs',
  component: PageTabs,
  args: {
    pages: open,
    currentId: '/k12/people/student',
    onClose: fn(),
    onCloseOthers: fn(),
    onCloseRight: fn(),
  },
  render: (args) => <OpenPages {...args} />,
});

const tabs = (root: HTMLElement) => within(root).getByRole('navigation', { name: '已打开的页面' });

export const Default = meta.story({
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: '学生管理' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/k12/people/student?name=%E5%BC%A0');
    // The first page cannot be closed; the others can.
    await expect(canvas.queryByRole('button', { name: '关闭首页' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '关闭班级管理' })).toBeInTheDocument();
  },
});

export const OneTabStopAndArrows = meta.story({
  play: async ({ canvas, canvasElement }) => {
    // The row is one stop of the tab order, on the current page.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '学生管理' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: '教师管理' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: '教师管理' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByTestId('shown')).toHaveTextContent('班级管理');
    // Tab leaves the row for the page actions; Shift+Tab comes back to the tab last used.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '页面操作' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: '班级管理' })).toHaveFocus();
    await expect(within(tabs(canvasElement)).getAllByRole('link')).toHaveLength(4);
  },
});

export const DeleteClosesAndMovesOn = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('link', { name: '班级管理' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onClose).toHaveBeenCalledWith('/k12/org/class');
    await expect(canvas.queryByRole('link', { name: '班级管理' })).toBeNull();
    // The neighbour on the right takes the focus.
    await expect(canvas.getByRole('link', { name: '学生管理' })).toHaveFocus();
    await userEvent.keyboard('{Home}{Delete}');
    await expect(canvas.getByRole('link', { name: '首页' })).toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
});

export const CloseButton = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭教师管理' }));
    await expect(args.onClose).toHaveBeenCalledWith('/k12/people/teacher');
    await expect(canvas.queryByRole('link', { name: '教师管理' })).toBeNull();
  },
});

export const PageActions = meta.story({
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: '页面操作' }));
    await userEvent.click(await body.findByRole('menuitem', { name: '关闭右侧页面' }));
    await expect(args.onCloseRight).toHaveBeenCalledWith('/k12/people/student');
    await expect(canvas.queryByRole('link', { name: '教师管理' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '页面操作' }));
    // Nothing is left to the right: that choice is disabled.
    await expect(await body.findByRole('menuitem', { name: '关闭右侧页面' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(body.getByRole('menuitem', { name: '关闭其他页面' }));
    await expect(args.onCloseOthers).toHaveBeenCalledWith('/k12/people/student');
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['首页', '学生管理']);
  },
});

export const Dark = meta.story(inDarkTheme());

export const English = meta.story(
  inLocale('en-US', {
    args: {
      pages: [
        { id: '/home', label: 'Home', href: '/home', isClosable: false },
        { id: '/classes', label: 'Classes', href: '/classes' },
        { id: '/students', label: 'Students', href: '/students' },
      ],
      currentId: '/classes',
    },
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('navigation', { name: 'Open pages' })).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Close Students' })).toBeInTheDocument();
      await expect(canvas.getByRole('link', { name: 'Classes' })).toHaveAccessibleDescription(
        'Left and Right arrows move between pages; Delete closes one.',
      );
    },
  }),
);

export const TraditionalChinese = meta.story(
  inLocale('zh-TW', {
    args: {
      pages: [
        { id: '/home', label: '首頁', href: '/home', isClosable: false },
        { id: '/classes', label: '班級管理', href: '/classes' },
      ],
      currentId: '/classes',
    },
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('navigation', { name: '已開啟的頁面' })).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: '關閉班級管理' })).toBeInTheDocument();
    },
  }),
);
