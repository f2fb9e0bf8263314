import type { DataOf, homeCounts } from '@school-sports/gateway-client';
import type { AppMessageId } from '../../i18n/messages.ts';

type Counts = DataOf<typeof homeCounts>;

export interface Figure {
  label: AppMessageId;
  value: number;
  /** The list the figure counts, below the frame's path. */
  list: string;
}

/** The figures of the counts the gateway gave, each leading to the list that shows its rows. */
export function figuresOf(counts: Counts): Figure[] {
  const figures: Figure[] = [];
  if (counts.students !== undefined)
    figures.push({ label: 'home.students', value: counts.students, list: 'user/student' });
  if (counts.classes !== undefined) figures.push({ label: 'home.classes', value: counts.classes, list: 'org/class' });
  if (counts.teachers !== undefined)
    figures.push({ label: 'home.teachers', value: counts.teachers, list: 'user/teacher' });
  if (counts.devices) {
    figures.push({ label: 'home.devices', value: counts.devices.total, list: 'device' });
    // The device list shows a device polling now as enabled: that filter lists exactly these.
    figures.push({ label: 'home.devicesOnline', value: counts.devices.online, list: 'device?status=enabled' });
  }
  if (counts.organisations !== undefined) {
    figures.push({ label: 'home.organisations', value: counts.organisations, list: 'orgManage/orgInfo' });
  }
  if (counts.users !== undefined) figures.push({ label: 'home.users', value: counts.users, list: 'user' });
  return figures;
}
