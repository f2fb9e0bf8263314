import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sourceResolve } from '../vite.shared.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: {
    // react-docgen reads prop types without TypeScript's JavaScript API, which TypeScript 7 does not offer.
    reactDocgen: 'react-docgen',
  },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.resolve = { ...viteConfig.resolve, ...sourceResolve.resolve };
    viteConfig.ssr = { ...viteConfig.ssr, ...sourceResolve.ssr };
    return viteConfig;
  },
};

export default config;
