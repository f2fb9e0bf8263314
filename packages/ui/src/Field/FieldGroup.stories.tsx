import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { NumberField } from '../NumberField/index.ts';
import preview from '../testing/preview.tsx';
import { FieldGroup } from './FieldGroup.tsx';

/**
 * Controls that answer to one label, such as the enrolment years of a university's grades: the
 * years listed, the field adding one, and what is wrong with the list as a whole.
 */
function EnrolmentYears({ label, add, error }: { label: string; add: string; error: string }) {
  const [years, setYears] = useState([2024, 2025]);
  const [next, setNext] = useState(2025);
  const taken = years.includes(next);
  return (
    <div style={{ width: 320 }}>
      <FieldGroup label={label} errorMessage={taken ? error : undefined}>
        <p style={{ margin: 0 }}>{years.join(' · ')}</p>
        <div style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
          <NumberField aria-label={add} value={next} onChange={setNext} formatOptions={{ useGrouping: false }} />
          <Button isDisabled={taken} onPress={() => setYears([...years, next])}>
            {add}
          </Button>
        </div>
      </FieldGroup>
    </div>
  );
}

const meta = preview.meta({
  title: 'Inputs/FieldGroup',
  component: FieldGroup,
  args: { label: '入学年份', children: null },
  render: (args) => <EnrolmentYears label={String(args.label)} add="添加" error="2025 级已在列表中" />,
});

export const YearsOfGrades = meta.story({
  play: async ({ canvas, userEvent }) => {
    // The group names its controls: a screen reader says it as focus enters.
    const group = canvas.getByRole('group', { name: '入学年份' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('2025 级已在列表中');
    const year = canvas.getByRole('textbox', { name: '添加' });
    await userEvent.clear(year);
    await userEvent.type(year, '2026');
    await userEvent.tab();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '添加' }));
    await expect(group).toHaveTextContent('2024 · 2025 · 2026');
  },
});

export const Dark = meta.story({ globals: { theme: 'dark' } });

export const English = meta.story({
  globals: { locale: 'en-US' },
  render: () => <EnrolmentYears label="Enrolment years" add="Add" error="The 2025 intake is listed already" />,
});
