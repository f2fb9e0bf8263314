import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { expectTabTo } from '../testing/stories.tsx';
import { StatusTag, statusKeys, Tag, TagGroup, TagItem, tagVariants } from './Tag.tsx';

const meta = preview.meta({
  title: 'Display/Tag',
  component: Tag,
  args: { children: '田径', variant: 'accent' },
  argTypes: { variant: { control: 'inline-radio', options: tagVariants } },
});

export const Variants = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tagVariants.map((variant) => (
        <Tag key={variant} variant={variant}>
          {variant}
        </Tag>
      ))}
      <Tag variant="info">初中一年级</Tag>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('danger')).toBeVisible();
  },
});

const statusGrid = () => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: '8px 32px' }}>
    {statusKeys.map((status) => (
      <StatusTag key={status} status={status} />
    ))}
  </div>
);

export const Statuses = meta.story({
  render: statusGrid,
  play: async ({ canvas }) => {
    for (const label of ['启用', '停用', '未开始', '进行中', '已结束', '提前结束', '已分组', '未报名', '离线']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
});

export const StatusesDark = meta.story({ render: statusGrid, globals: { theme: 'dark' } });

export const StatusesEnglish = meta.story({
  render: statusGrid,
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ended early')).toBeVisible();
    await expect(canvas.getByText('In progress')).toBeVisible();
  },
});

export const StatusesTraditionalChinese = meta.story({
  render: statusGrid,
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('進行中')).toBeVisible();
    await expect(canvas.getByText('提前結束')).toBeVisible();
  },
});

const initialEvents = [
  { id: 'run100', name: '100 米' },
  { id: 'longJump', name: '跳远' },
  { id: 'shotPut', name: '铅球' },
];

function RemovableDemo({ onRemove }: { onRemove: (keys: Set<unknown>) => void }) {
  const [events, setEvents] = useState(initialEvents);
  return (
    <TagGroup
      label="已选项目"
      description="按 Delete 或 Backspace 移除选中的项目"
      items={events}
      onRemove={(keys) => {
        onRemove(keys as Set<unknown>);
        setEvents((current) => current.filter((event) => !keys.has(event.id)));
      }}
    >
      {(event) => (
        <TagItem id={event.id} variant="accent">
          {event.name}
        </TagItem>
      )}
    </TagGroup>
  );
}

const onRemove = fn();

export const RemovableWithKeyboard = meta.story({
  render: () => <RemovableDemo onRemove={onRemove} />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: '已选项目' });
    const _first = await expectTabTo(canvas, userEvent, 'row', '100 米');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: '跳远' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(onRemove).toHaveBeenCalledWith(new Set(['longJump']));
    await waitFor(() => expect(canvas.queryByRole('row', { name: '跳远' })).not.toBeInTheDocument());
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Backspace}');
    await expect(onRemove).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(1));
    // The remove button's label is react-aria's own, localised: "删除 铅球".
    await userEvent.click(canvas.getByRole('button', { name: /删除/ }));
    await waitFor(() => expect(canvas.getByText('暂无标签')).toBeVisible());
  },
});

export const Selectable = meta.story({
  render: () => (
    <TagGroup label="年级筛选" selectionMode="multiple" defaultSelectedKeys={['g7']}>
      <TagItem id="g7">七年级</TagItem>
      <TagItem id="g8">八年级</TagItem>
      <TagItem id="g9">九年级</TagItem>
    </TagGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: '七年级' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('row', { name: '八年级' })).toHaveAttribute('aria-selected', 'true');
  },
});

export const RemovableDark = meta.story({
  render: () => <RemovableDemo onRemove={() => {}} />,
  globals: { theme: 'dark' },
});

export const RemovableEnglish = meta.story({
  globals: { locale: 'en-US' },
  render: () => (
    <TagGroup label="Events" onRemove={() => {}}>
      <TagItem id="run">100 m</TagItem>
      <TagItem id="jump">Long jump</TagItem>
    </TagGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /Remove/ })).toHaveLength(2);
  },
});
