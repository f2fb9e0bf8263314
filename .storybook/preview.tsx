import type { Preview } from '@storybook/react-vite';
import { type KitLocale, kitLocales, type ThemeName, ThemeProvider, themeNames } from '../packages/ui/src/index.ts';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [...themeNames], dynamicTitle: true },
    },
    locale: {
      description: 'Locale',
      toolbar: { title: 'Locale', icon: 'globe', items: [...kitLocales], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', locale: 'zh-CN' },
  decorators: [
    (Story, context) => (
      <ThemeProvider
        theme={context.globals.theme as ThemeName}
        locale={context.globals.locale as KitLocale}
        className="sb-kit-root"
      >
        <div style={{ padding: 16, minHeight: '100%' }}>
          <Story />
        </div>
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    // Accessibility violations fail the story's test, not only show in the panel.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
