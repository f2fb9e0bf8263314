import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { type KitLocale, kitLocales, type ThemeName, ThemeProvider, themeNames } from '../packages/ui/src/index.ts';

// A story's `findBy…` and `waitFor` wait up to 5 s for what they look for, not the library's 1 s: a
// lazily loaded part (the column settings' list, an import dialog's reading of its file) took longer
// than a second on a loaded CI machine. The wait ends as soon as the element appears, so a story on
// a quiet machine is no slower, and an assertion that is false still fails.
configure({ asyncUtilTimeout: 5000 });

/**
 * The kit's Storybook preview: every story file makes its meta from it (`preview.meta`), so a story
 * is typed by its component and by the addons here, and renders with the theme and locale chosen in
 * the toolbar. Tests that render a story outside Storybook get the same decorators from it.
 */
export default definePreview({
  addons: [addonDocs(), addonA11y()],
  // Every component has its manual page; a story file that should not opts out with '!autodocs'.
  // Storybook reads these tags from this file's text when it lists the pages, so they stay written here.
  tags: ['autodocs'],
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
    // Accessibility violations fail the story's test, not only show in the panel. WCAG 2.2's
    // minimum target size is off in axe by default: every control of the kit is held to 24 px.
    a11y: { test: 'error', config: { rules: [{ id: 'target-size', enabled: true }] } },
    controls: { expanded: true },
  },
});
