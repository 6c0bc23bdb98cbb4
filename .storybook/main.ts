import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['./pages/*.mdx', '../ui/**/*.mdx', '../ui/**/*.stories.@(ts|tsx)', '../entities/**/*.stories.@(ts|tsx)', '../features/**/*.stories.@(ts|tsx)', '../app/**/*.stories.@(ts|tsx)', '../mail/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', 'msw-storybook-addon', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public', '../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The workbench is served by a plain static server: precompressed copies would only slow its build.
  // Nor does it install the workshop app: no manifest, no service worker (vite.config.ts).
  viteFinal: (config) => ({
    ...config,
    // Files named relative to the page: the same build runs at / and at /workbench/ (server/plugins/workbench.ts).
    base: './',
    plugins: config.plugins
      ?.flat()
      .filter((plugin) => !(plugin && 'name' in plugin && (plugin.name === 'garage:precompress' || plugin.name === 'garage:workshop-manifest' || plugin.name.startsWith('vite-plugin-pwa')))),
  }),
};

export default config;
