import { getJestConfig } from '@storybook/test-runner';
import { chromiumFlags } from './scripts/chromium-flags.mjs';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 30_000,
  setupFilesAfterEnv: [...(testRunnerConfig.setupFilesAfterEnv ?? []), '<rootDir>/.storybook/test-runner-retry.cjs'],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: chromiumFlags,
      },
    },
  },
};
