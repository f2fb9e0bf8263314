import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Select } from '../Select/Select.tsx';
import preview from '../testing/preview.tsx';
import { ThemeProvider } from './ThemeProvider.tsx';

const body = within(document.body);

// The dark theme's `surfaceRaised`, the background of popovers and dialogs.
const darkSurfaceRaised = 'rgb(30, 38, 49)';

const grades = [
  { id: 1, label: '一年级' },
  { id: 2, label: '二年级' },
  { id: 3, label: '三年级' },
];

/** The portal host of the `ThemeProvider` root an element was portalled into, checked to be the root's own. */
function expectPortalledInto(element: Element, root: Element | null) {
  const host = element.closest('[data-kit-portal]');
  expect(root).not.toBeNull();
  expect(host).not.toBeNull();
  expect(host?.parentElement).toBe(root);
}

const meta = preview.meta({
  title: 'Foundations/ThemeProvider',
  component: ThemeProvider,
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  args: { children: null },
});

/** Overlays are portalled inside the theme root: an open select's list takes the dark theme. */
export const SelectInDarkTheme = meta.story({
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ width: 240, minHeight: 200 }}>
      <Select label="年级" items={grades} defaultOpen defaultValue={2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const listbox = await body.findByRole('listbox');
    const root = canvasElement.querySelector('[data-theme="dark"]');
    expectPortalledInto(listbox, root);
    const popover = listbox.closest('[data-trigger="Select"]');
    expect(popover).not.toBeNull();
    await waitFor(() => expect(getComputedStyle(popover as Element).backgroundColor).toBe(darkSurfaceRaised));
    // Positioned under its trigger, not at the root's corner.
    const trigger = within(canvasElement).getByRole('button', { name: /年级/ }).getBoundingClientRect();
    const box = (popover as Element).getBoundingClientRect();
    expect(Math.abs(box.left - trigger.left)).toBeLessThan(2);
    expect(box.top).toBeGreaterThanOrEqual(trigger.bottom);
    expect(box.top - trigger.bottom).toBeLessThan(12);
  },
});

/** A modal dialog inside a dark theme root gets its surface and lives in that root. */
export const DialogInDarkTheme = meta.story({
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ width: 992, height: 400 }}>
      <Dialog title="编辑学生信息" defaultOpen footer={<Button variant="primary">保存</Button>}>
        修改后的信息将同步到该学生所在班级的花名册中。
      </Dialog>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await body.findByRole('dialog', { name: '编辑学生信息' });
    await waitFor(() => expect(dialog).toBeVisible());
    expectPortalledInto(dialog, canvasElement.querySelector('[data-theme="dark"]'));
    // Mounted once, straight into the host: focus moved in stays in.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(dialog.contains(document.activeElement)).toBe(true);
    // The panel around the dialog carries its surface.
    const panel = dialog.parentElement as Element;
    await waitFor(() => expect(getComputedStyle(panel).backgroundColor).toBe(darkSurfaceRaised));
    await expect(getComputedStyle(dialog).color).toBe('rgb(230, 235, 242)');
  },
});

/** A nested provider's overlays go to its own root, not to the outer one. */
export const NestedDarkTheme = meta.story({
  globals: { theme: 'light' },
  render: () => (
    <ThemeProvider theme="dark">
      <div style={{ width: 240, minHeight: 200, padding: 16 }}>
        <Select label="年级" items={grades} defaultOpen defaultValue={2} />
      </div>
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const listbox = await body.findByRole('listbox');
    const inner = canvasElement.querySelector('[data-theme="light"] [data-theme="dark"]');
    expectPortalledInto(listbox, inner);
    const popover = listbox.closest('[data-trigger="Select"]') as Element;
    await waitFor(() => expect(getComputedStyle(popover).backgroundColor).toBe(darkSurfaceRaised));
  },
});
