import { expect, fn } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { expectTabTo } from '../testing/stories.tsx';
import { Link, linkVariants } from './Link.tsx';

const meta = preview.meta({
  title: 'Inputs/Link',
  component: Link,
  args: { children: '下载导入模板', href: '#template' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
});

export const Inline = meta.story({
  render: (args) => (
    <p style={{ maxWidth: 420 }}>
      请先 <Link {...args} />
      ，按模板填写学生信息后再上传。
    </p>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = await expectTabTo(canvas, userEvent, 'link', '下载导入模板');
    await expect(link).toHaveAttribute('href', '#template');
    await expect(link).not.toHaveAttribute('target');
  },
});

export const Standalone = meta.story({
  args: { variant: 'standalone', href: undefined, onPress: fn(), children: '查看失败记录' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: '查看失败记录' })).toHaveFocus();
  },
});

export const External = meta.story({
  args: { variant: 'standalone', href: 'https://example.org/help', children: '使用帮助' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^使用帮助\s*（在新标签页中打开）$/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

export const ExternalInline = meta.story({
  args: { href: 'https://example.org/rules', children: '国家学生体质健康标准' },
  render: (args) => (
    <p style={{ maxWidth: 420 }}>
      评分依据 <Link {...args} />。
    </p>
  ),
});

export const Disabled = meta.story({
  args: { variant: 'standalone', isDisabled: true, href: undefined, onPress: fn(), children: '下载失败记录' },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: '下载失败记录' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

export const AllVariants = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {linkVariants.map((variant) => (
        <div key={variant}>
          <Link {...args} variant={variant}>{`${variant} 链接`}</Link>
        </div>
      ))}
      <div>
        <Link {...args} variant="standalone" href="https://example.org">
          外部链接
        </Link>
      </div>
    </div>
  ),
});

export const Dark = meta.story({
  ...AllVariants.input,
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: { variant: 'standalone', href: 'https://example.org/help', children: 'Help' },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Help (opens in a new tab)' })).toBeVisible();
  },
});

export const TraditionalChinese = meta.story({
  args: { variant: 'standalone', href: 'https://example.org/help', children: '使用說明' },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^使用說明\s*（在新分頁中開啟）$/ })).toBeVisible();
  },
});
