import { expect } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { renderInBox } from '../testing/stories.tsx';
import { type DescriptionItem, Descriptions, descriptionsColumns } from './Descriptions.tsx';

const student: DescriptionItem[] = [
  { label: '姓名', value: '李小明' },
  { label: '学号', value: '20250312' },
  { label: '性别', value: '男' },
  { label: '年级', value: '七年级' },
  { label: '班级', value: '7 班' },
  { label: '联系电话', value: null },
  { label: '家庭住址', value: '上海市浦东新区张江路 188 号 3 幢 502 室', span: 2 },
  { label: '状态', value: '启用' },
  { label: '备注', value: '', span: 3 },
];

const studentEnglish: DescriptionItem[] = [
  { label: 'Name', value: 'Li Xiaoming' },
  { label: 'Student ID', value: '20250312' },
  { label: 'Gender', value: 'Male' },
  { label: 'Grade', value: 'Year 7' },
  { label: 'Class', value: 'Class 7' },
  { label: 'Phone', value: undefined },
  { label: 'Address', value: '188 Zhangjiang Road, Pudong, Shanghai', span: 2 },
];

const meta = preview.meta({
  title: 'Display/Descriptions',
  component: Descriptions,
  args: { items: student, columns: 3 as const },
  argTypes: { columns: { control: 'inline-radio', options: descriptionsColumns } },
  render: renderInBox({ width: 880, maxWidth: '100%' }),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms).toHaveLength(student.length);
    await expect(terms[0]?.closest('dl')).not.toBeNull();
    await expect(canvas.getAllByRole('definition')).toHaveLength(student.length);
    await expect(canvas.getByText('李小明')).toBeVisible();
    // Empty values read as '—' and are announced as not provided.
    await expect(canvas.getAllByText('—')).toHaveLength(2);
    await expect(canvas.getAllByText('未填写')).toHaveLength(2);
  },
});

export const Bordered = meta.story({
  args: { bordered: true },
  play: async ({ canvas }) => {
    const address = canvas.getByText('家庭住址').parentElement;
    await expect(address).toHaveAttribute('data-span', '2');
    const remark = canvas.getByText('备注').parentElement;
    await expect(remark).toHaveAttribute('data-span', '3');
  },
});

export const TwoColumns = meta.story({
  args: { columns: 2, bordered: true },
});

export const Dark = meta.story({
  args: { bordered: true },
  globals: { theme: 'dark' },
});

export const NarrowContainer = meta.story({
  args: { columns: 4 },
  render: renderInBox({ width: 360 }),
  play: async ({ canvas }) => {
    // Under 480px every item takes the full width: each term starts at the same left edge.
    const lefts = canvas.getAllByRole('term').map((term) => Math.round(term.getBoundingClientRect().left));
    await expect(new Set(lefts).size).toBe(1);
  },
});

export const English = meta.story({
  args: { items: studentEnglish },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not provided')).toBeInTheDocument();
  },
});

export const TraditionalChinese = meta.story({
  args: {
    bordered: true,
    items: [
      { label: '姓名', value: '陳怡君' },
      { label: '學號', value: '112045' },
      { label: '年級', value: '國中二年級' },
      { label: '聯絡電話', value: '' },
      { label: '狀態', value: '啟用' },
    ],
  },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未填寫')).toBeInTheDocument();
  },
});

export const NoItems = meta.story({
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('term')).toHaveLength(0);
  },
});
