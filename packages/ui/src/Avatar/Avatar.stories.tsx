import { expect, waitFor } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { Avatar, avatarShapes, avatarSizes } from './Avatar.tsx';

// A picture made here, so the stories need no network.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7aa7e0"/><circle cx="32" cy="26" r="12" fill="#f3d7c2"/><path d="M10 64a22 22 0 0 1 44 0z" fill="#2f5d9b"/></svg>',
)}`;

const meta = preview.meta({
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: '王小明', size: 'large' },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    shape: { control: 'inline-radio', options: avatarShapes },
  },
});

export const Initials = meta.story({
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: '王小明' });
    await expect(avatar).toHaveTextContent('小明');
  },
});

export const Image = meta.story({
  args: { src: photo },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: '王小明' });
    await expect(img.tagName).toBe('IMG');
  },
});

export const BrokenImageFallsBack = meta.story({
  args: { src: 'data:image/png;base64,AAAA', name: 'Li Lei' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Li Lei' })).toHaveTextContent('LL'));
  },
});

export const NoName = meta.story({
  args: { name: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
});

export const Gallery = meta.story({
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {avatarSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Avatar size={size} name="张三" />
          <Avatar size={size} name="欧阳娜娜" />
          <Avatar size={size} name="陳美玲" />
          <Avatar size={size} name="Li Lei" />
          <Avatar size={size} name="Maria Garcia" />
          <Avatar size={size} name="王小明" src={photo} />
          <Avatar size={size} name="实验中学" shape="square" />
          <Avatar size={size} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: '欧阳娜娜' })[0]).toHaveTextContent('娜娜');
    await expect(canvas.getAllByRole('img', { name: '张三' })[0]).toHaveTextContent('张三');
    await expect(canvas.getAllByRole('img', { name: 'Maria Garcia' })[0]).toHaveTextContent('MG');
  },
});

export const Dark = meta.story({ ...Gallery.input, globals: { theme: 'dark' } });

export const English = meta.story({
  args: { name: 'Maria Garcia' },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Maria Garcia' })).toHaveTextContent('MG');
  },
});

export const TraditionalChinese = meta.story({
  args: { name: '陳美玲' },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '陳美玲' })).toHaveTextContent('美玲');
  },
});
