// Foundations

// Layout and display
export * from './AppLayout/index.ts';
export * from './Avatar/index.ts';
// Data, import and upload
export * from './FileUpload/index.ts';
export * from './FilterBar/index.ts';
export * from './ImageUpload/index.ts';
export * from './ImportDialog/index.ts';
export * from './PagedTable/index.ts';

// Charts
export * from './BarChart/index.ts';
export * from './Breadcrumbs/index.ts';
// Inputs
export * from './Button/index.ts';
export * from './Card/index.ts';
export * from './ChartBase/index.ts';
export * from './Checkbox/index.ts';
export * from './CheckboxGroup/index.ts';
export * from './ComboBox/index.ts';
// Overlays and feedback
export * from './ConfirmDialog/index.ts';
export * from './DatePicker/index.ts';
export * from './DateRangePicker/index.ts';
export * from './Descriptions/index.ts';
export * from './Dialog/index.ts';
export * from './EmptyState/index.ts';
export * from './Field/index.ts';
export * from './Form/index.ts';
export * from './Gauge/index.ts';
export * from './ImageGallery/index.ts';
export { type KitLocale, kitLocaleOf, kitLocales } from './i18n/locales.ts';
export { defineStrings, formatString, type KitStrings, useKitStrings } from './i18n/strings.ts';
export * from './LineChart/index.ts';
export * from './Link/index.ts';
export * from './Menu/index.ts';
export * from './NumberField/index.ts';
export * from './PageHeader/index.ts';
export * from './PasswordField/index.ts';
export * from './PieChart/index.ts';
export * from './Popover/index.ts';
export * from './ProgressBar/index.ts';
export * from './RadarChart/index.ts';
export * from './RadioGroup/index.ts';
export * from './ScheduleView/index.ts';
export * from './SearchField/index.ts';
export * from './Select/index.ts';
export * from './Spinner/index.ts';
export * from './StatCard/index.ts';
export * from './Switch/index.ts';
export * from './Tabs/index.ts';
export * from './Tag/index.ts';
export * from './TextArea/index.ts';
export * from './TextField/index.ts';
export * from './Toast/index.ts';
export * from './Tooltip/index.ts';
export * from './Tree/index.ts';
export { vars } from './theme/contract.css.ts';
export { type ThemeName, ThemeProvider, type ThemeProviderProps, themeNames } from './theme/ThemeProvider.tsx';
export { darkTheme, lightTheme } from './theme/themes.css.ts';
