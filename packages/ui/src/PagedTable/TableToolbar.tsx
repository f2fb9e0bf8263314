import { lazy, Suspense } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { StrokeIcon } from '../Field/icons.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import { MenuButton, MenuItem } from '../Menu/Menu.tsx';
import { Popover, PopoverDialog } from '../Popover/Popover.tsx';
import { pagedTableStrings } from './PagedTable.strings.ts';
import {
  canHideColumn,
  defaultTableSettings,
  orderedColumns,
  type TableDensity,
  type TableSettings,
  type TitledColumn,
  tableDensities,
} from './tableSettings.ts';

// The column list is imported when the popover first opens (a closed popover renders nothing):
// most visits to a list never open it, and every list screen would otherwise carry its code. The
// popover and its dialog come from the kit's shared code, so they open, take the focus and hold it
// at once, and the list fills in when it arrives.
const ColumnSettings = lazy(() => import('./ColumnSettings.tsx'));

/**
 * The buttons at the end of a table's bar: refresh (when asked for), row density, column settings,
 * full screen.
 */
export function TableToolbar({
  columns,
  settings,
  onSettingsChange,
  onRefresh,
  fullScreen,
  onFullScreenChange,
}: {
  columns: readonly TitledColumn[];
  settings: TableSettings;
  onSettingsChange: (settings: TableSettings) => void;
  onRefresh?: () => void;
  fullScreen: boolean;
  onFullScreenChange: (fullScreen: boolean) => void;
}) {
  const t = useKitStrings(pagedTableStrings);
  return (
    <>
      {onRefresh ? (
        <Button size="small" aria-label={t('refresh')} onPress={onRefresh}>
          <StrokeIcon d="M13.5 8a5.5 5.5 0 1 1-1.6-3.9M13.5 2.5v3h-3" size={14} />
        </Button>
      ) : null}
      <MenuButton
        label={<StrokeIcon d="M2 3.5h12M2 8h12M2 12.5h12M5 2v3M11 6.5v3M7 11v3" size={14} />}
        aria-label={t('density')}
        buttonSize="small"
        showChevron={false}
        placement="bottom end"
        selectionMode="single"
        selectedKeys={[settings.density]}
        onAction={(density) => onSettingsChange({ ...settings, density: density as TableDensity })}
      >
        {tableDensities.map((density) => (
          <MenuItem key={density} id={density}>
            {t(density)}
          </MenuItem>
        ))}
      </MenuButton>
      <DialogTrigger>
        <Button size="small" aria-label={t('columns')}>
          <StrokeIcon d="M2.5 2.5h11v11h-11zM6.2 2.5v11M9.8 2.5v11" size={14} />
        </Button>
        <Popover placement="bottom end">
          <PopoverDialog title={t('columns')}>
            <Suspense fallback={null}>
              <ColumnSettings
                // In the order shown, the pinned ones first; hidden columns too, in their places.
                items={orderedColumns(columns, [...(settings.pinned ?? []), ...settings.order]).map((column) => ({
                  key: column.key,
                  title: column.title,
                  hideable: canHideColumn(column, columns),
                }))}
                settings={settings}
                defaults={defaultTableSettings(columns)}
                onSettingsChange={onSettingsChange}
              />
            </Suspense>
          </PopoverDialog>
        </Popover>
      </DialogTrigger>
      <Button
        size="small"
        aria-label={t('fullScreen')}
        aria-pressed={fullScreen}
        onPress={() => onFullScreenChange(!fullScreen)}
      >
        <StrokeIcon
          d={
            fullScreen
              ? 'M6 2.5v3.5H2.5M10 2.5v3.5h3.5M6 13.5V10H2.5M10 13.5V10h3.5'
              : 'M2.5 6V2.5H6M10 2.5h3.5V6M2.5 10v3.5H6M13.5 10v3.5H10'
          }
          size={14}
        />
      </Button>
    </>
  );
}
