import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { renderInBox } from '../testing/stories.tsx';
import { vars } from '../theme/contract.css.ts';
import { FilterBar } from './FilterBar.tsx';

const grades = [
  { value: '', label: '全部' },
  { value: '1', label: '一年级' },
  { value: '2', label: '二年级' },
  { value: '3', label: '三年级' },
];
const statuses = [
  { value: '', label: '全部' },
  { value: 'enabled', label: '启用' },
  { value: 'disabled', label: '停用' },
];

const defaultValues = { name: '', studentNumber: '', grade: '', status: '', className: '' };

const meta = preview.meta({
  title: 'Data/FilterBar',
  component: FilterBar,
  args: {
    defaultValues,
    onChange: fn(),
    onSearch: fn(),
    children: [
      <FilterBar.Search key="name" name="name" label="学生姓名" placeholder="输入姓名" />,
      <FilterBar.Select key="grade" name="grade" label="年级" options={grades} />,
      <FilterBar.Select key="status" name="status" label="状态" options={statuses} />,
      <FilterBar.Search key="studentNumber" name="studentNumber" label="学号" />,
      <FilterBar.Field<string> key="className" name="className" label="班级">
        {({ id, value, setValue }) => (
          <input
            id={id}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value, { debounce: true })}
            style={{
              width: '100%',
              height: 32,
              padding: '0 8px',
              border: `1px solid ${vars.color.border}`,
              borderRadius: vars.radius.md,
              background: vars.color.surface,
            }}
          />
        )}
      </FilterBar.Field>,
    ],
  },
  render: renderInBox({ width: 960, maxWidth: '100%' }),
});

export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    // A <search> landmark (testing-library does not know the element's role yet).
    await expect(canvasElement.querySelector('search')).toHaveAttribute('aria-label', '筛选');
    await expect(canvas.getByRole('searchbox', { name: '学生姓名' })).toBeVisible();
    // A choice filter is the kit's Select, named by its label and showing its choice.
    await expect(canvas.getByRole('button', { name: '全部 年级' })).toBeVisible();
    // Past three filters, the rest fold away.
    await expect(canvas.queryByRole('searchbox', { name: '学号' })).toBeNull();
  },
});

export const DebouncedText = meta.story({
  args: { debounceMs: 500 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: '学生姓名' });
    await userEvent.type(input, '王子涵');
    // Nothing yet: the bar waits for 500 ms of quiet.
    await expect(args.onChange).not.toHaveBeenCalled();
    // Three keystrokes make one call with the whole name, not one call a letter. (No clock is read
    // here: on a loaded machine the time between the last key and this line is anyone's guess.)
    await waitFor(() => expect(args.onChange).toHaveBeenCalled(), { timeout: 2000 });
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ ...defaultValues, name: '王子涵' });
  },
});

export const ChoicesApplyAtOnce = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /年级$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '二年级' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '二年级 年级' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultValues, grade: '2' });
  },
});

export const ResetAndSearch = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: '学生姓名' });
    await userEvent.type(input, '李');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ ...defaultValues, name: '李' });

    await userEvent.click(canvas.getByRole('button', { name: /状态$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '停用' }));
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(defaultValues);
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: '全部 状态' })).toBeVisible();

    // The text typed before the search never arrives late.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(args.onChange).toHaveBeenLastCalledWith(defaultValues);
  },
});

export const EnterSearchesAtOnce = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '学生姓名' }), '张{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith({ ...defaultValues, name: '张' });
  },
});

export const MoreFilters = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: '展开' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    const className = canvas.getByRole('textbox', { name: '班级' });
    await userEvent.type(className, '3班');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultValues, className: '3班' }), {
      timeout: 2000,
    });
  },
});

export const KeptValues = meta.story({
  args: { initialValues: { ...defaultValues, name: '张', className: '3班' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('searchbox', { name: '学生姓名' })).toHaveValue('张');
    // A folded filter holding a value starts shown, so nothing filters the list unseen.
    await expect(canvas.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('textbox', { name: '班级' })).toHaveValue('3班');
    // Reset goes back to the empty values, not to the kept ones.
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(defaultValues);
    await expect(canvas.getByRole('searchbox', { name: '学生姓名' })).toHaveValue('');
  },
});

export const KeyboardOnly = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: '学生姓名' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '全部 年级' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '重置' })).toHaveFocus();
  },
});

export const NoFilters = meta.story({
  args: { children: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onSearch).toHaveBeenCalledWith(defaultValues);
    await expect(canvas.queryByRole('button', { name: '展开' })).toBeNull();
  },
});

export const Dark = meta.story({
  args: { defaultExpanded: true },
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: {
    'aria-label': 'Student filters',
    children: [
      <FilterBar.Search key="name" name="name" label="Name" placeholder="Student name" />,
      <FilterBar.Select
        key="grade"
        name="grade"
        label="Grade"
        options={[
          { value: '', label: 'All' },
          { value: '1', label: 'Grade 1' },
        ]}
      />,
      <FilterBar.Search key="studentNumber" name="studentNumber" label="Student no." />,
      <FilterBar.Search key="className" name="className" label="Class" />,
    ],
  },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'More filters' })).toBeVisible();
  },
});

export const TraditionalChinese = meta.story({
  args: {
    children: [
      <FilterBar.Search key="name" name="name" label="學生姓名" />,
      <FilterBar.Select
        key="grade"
        name="grade"
        label="年級"
        options={[
          { value: '', label: '全部' },
          { value: '1', label: '一年級' },
        ]}
      />,
    ],
  },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('search')).toHaveAttribute('aria-label', '篩選');
    await expect(canvas.getByRole('button', { name: '重設' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '展開' })).toBeNull();
  },
});

const rangeDefaults = { keyword: '', startDate: '', endDate: '' };

/** A range of days: typed (or picked on the calendar), it applies whole, as two ISO dates. */
export const DateRange = meta.story({
  args: {
    defaultValues: rangeDefaults,
    children: [
      <FilterBar.Search key="keyword" name="keyword" label="操作人" />,
      <FilterBar.DateRange key="days" startName="startDate" endName="endDate" label="日期" />,
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    // The picker loads with the first bar that has a day filter.
    const days = await canvas.findByRole('group', { name: '日期' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(days).getAllByRole('spinbutton')[0]).toHaveFocus();
    // Typing runs on from the first day into the last; the range applies once it is whole.
    await userEvent.keyboard('20260901');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('20260930');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...rangeDefaults,
      startDate: '2026-09-01',
      endDate: '2026-09-30',
    });

    // A last day before the first is the field's error, and the list keeps the range it had.
    const lastMonth = within(days).getAllByRole('spinbutton')[4];
    if (!lastMonth) throw new Error('the range has no last month');
    await userEvent.click(lastMonth);
    await userEvent.keyboard('08');
    await expect(await canvas.findByText('结束日期不能早于开始日期')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...rangeDefaults,
      startDate: '2026-09-01',
      endDate: '2026-09-30',
    });

    // Reset empties both ends.
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(rangeDefaults);
  },
});

/** A range kept in the address shows in the field, in the reader's language and theme. */
export const DateRangeKeptEnglishDark = meta.story({
  args: {
    'aria-label': 'Audit log filters',
    defaultValues: rangeDefaults,
    initialValues: { ...rangeDefaults, startDate: '2026-09-01', endDate: '2026-09-30' },
    children: [
      <FilterBar.Search key="keyword" name="keyword" label="Actor" />,
      <FilterBar.DateRange key="days" startName="startDate" endName="endDate" label="Days" />,
    ],
  },
  globals: { locale: 'en-US', theme: 'dark' },
  play: async ({ canvas }) => {
    const days = await canvas.findByRole('group', { name: 'Days' });
    const parts = within(days).getAllByRole('spinbutton');
    await expect(parts.map((part) => part.textContent)).toEqual(['9', '1', '2026', '9', '30', '2026']);
    await expect(within(days).getByRole('button', { name: /Calendar/ })).toBeVisible();
  },
});
