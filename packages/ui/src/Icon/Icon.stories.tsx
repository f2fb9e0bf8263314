import { expect, within } from 'storybook/test';
import preview from '../testing/preview.tsx';
import {
  BookIcon,
  ChartIcon,
  DeviceIcon,
  FlagIcon,
  GridIcon,
  HealthReportIcon,
  HomeIcon,
  PersonIcon,
  SchoolIcon,
  SettingsIcon,
  ShieldIcon,
  StopwatchIcon,
  TeachingIcon,
  TrophyIcon,
  UsersIcon,
  VenueIcon,
} from './Icon.tsx';

// The whole set, in the order the kit declares it.
const icons = [
  ['SchoolIcon', SchoolIcon],
  ['UsersIcon', UsersIcon],
  ['ShieldIcon', ShieldIcon],
  ['DeviceIcon', DeviceIcon],
  ['VenueIcon', VenueIcon],
  ['StopwatchIcon', StopwatchIcon],
  ['HealthReportIcon', HealthReportIcon],
  ['TeachingIcon', TeachingIcon],
  ['TrophyIcon', TrophyIcon],
  ['FlagIcon', FlagIcon],
  ['ChartIcon', ChartIcon],
  ['BookIcon', BookIcon],
  ['SettingsIcon', SettingsIcon],
  ['PersonIcon', PersonIcon],
  ['HomeIcon', HomeIcon],
  ['GridIcon', GridIcon],
] as const;

const meta = preview.meta({
  title: 'Display/Icon',
  component: SchoolIcon,
  args: { size: 18 },
});

/** Every icon of the set with its name, at the size the side navigation uses. */
export const AllIcons = meta.story({
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, 120px)',
        gap: 16,
        margin: 0,
        padding: 16,
        listStyle: 'none',
      }}
    >
      {icons.map(([name, Icon]) => {
        return (
          <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8, fontSize: 12 }}>
            <Icon {...args} />
            {name}
          </li>
        );
      })}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const drawings = canvasElement.querySelectorAll('svg');
    await expect(drawings).toHaveLength(icons.length);
    // Decorative: nothing of them reaches the accessibility tree.
    for (const drawing of drawings) await expect(drawing).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
});

export const Large = meta.story({
  args: { size: 32 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('width', '32');
  },
});
