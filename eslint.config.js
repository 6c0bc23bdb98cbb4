import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The folders of a layer, read from disk so a new feature or entity is fenced the day it appears. */
const foldersOf = (layer) =>
  readdirSync(new URL(`./${layer}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const featureNames = foldersOf('features');
const entityNames = foldersOf('entities');

/**
 * The architecture as lint rules: app -> features -> entities -> ui, everything -> contract,
 * contract -> zod only, nothing imports app, browser code never imports server.
 */
const layerZones = [
  { target: './ui', from: ['./entities', './features', './app', './mocks', './server', './contract', './e2e'], message: 'ui/ không được import mã của dự án.' },
  { target: './entities', from: ['./features', './app', './mocks', './server', './e2e'], message: 'entities/ chỉ import ui/ và contract/.' },
  { target: './features', from: ['./app', './server', './e2e'], message: 'features/ chỉ import entities/, ui/ và contract/.' },
  { target: './contract', from: ['./ui', './entities', './features', './app', './mocks', './server', './e2e'], message: 'contract/ chỉ được import zod.' },
  { target: './mail', from: ['./ui', './entities', './features', './app', './mocks', './server', './e2e'], message: 'mail/ chỉ import contract/.' },
  { target: './mocks', from: ['./app', './server', './features', './entities', './ui'], message: 'mocks/ chỉ import contract/.' },
  { target: './app', from: './server', message: 'Mã trình duyệt không được import server/.' },
  // Mock data, fake servers and story helpers are for stories, story kits and tests only, which never reach the bundle.
  {
    target: './{app,features,entities,ui}/**/!(*.stories|*-story-kit|*.test).{ts,tsx}',
    from: ['./mocks', './.storybook'],
    message: 'Mã trình duyệt không được import mocks/ hay .storybook/ (chỉ story, story kit và test được dùng).',
  },
  { target: './server', from: ['./ui', './entities', './features', './mocks'], message: 'server/ không được import mã trình duyệt.' },
  // Of app/, only the entry the server renders public pages through.
  { target: './server', from: './app', except: ['./entry-server.tsx'], message: 'server/ không được import mã trình duyệt.' },
  // A feature never reaches into another feature: app composes them.
  ...featureNames.map((name) => ({
    target: `./features/${name}`,
    from: './features',
    except: [`./${name}`],
    message: 'Một feature không được import feature khác; hãy để app/ ghép chúng.',
  })),
  // Nor an entity into another entity: what two entities share is a contract path.
  ...entityNames.map((name) => ({
    target: `./entities/${name}`,
    from: './entities',
    except: [`./${name}`],
    message: 'Một entity không được import entity khác; hãy dùng đường dẫn trong contract/.',
  })),
];

const serverPackages = ['fastify', 'pg', 'drizzle-orm', '@electric-sql/pglite', 'socket.io', 'nodemailer'].map((name) => ({
  name,
  message: 'Mã trình duyệt không dùng gói của server.',
}));
const uiForbiddenPackages = ['swr', 'react-router-dom', 'react-router', 'socket.io-client', 'msw'].map((name) => ({
  name,
  message: 'ui/ không tải dữ liệu và không biết route.',
}));
const browserPatterns = [{ group: ['**/server/**', 'node:*'], message: 'Mã trình duyệt không được import server/.' }];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'storybook-static', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'data', '.storybook/public', 'server/db/migrations', 'tests/lint-fixtures', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.node.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // contract/ is shared by browser and server: zod is its only dependency.
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|zod/|\\./|\\.\\./).*', message: 'contract/ chỉ được import zod.' }] },
      ],
    },
  },
  {
    // The rules and paths a public page reads before any request stay free of zod (some 25 KB
    // gzipped): they import only each other and the zod-free texts, constants, formats, the reference's alphabet,
    // the garage's facts, its opening hours and the repair steps' names.
    files: [
      'contract/*-rules.ts',
      'contract/api-paths.ts',
      'contract/messages.ts',
      'contract/constants.ts',
      'contract/format.ts',
      'contract/booking-code.ts',
      'contract/garage.ts',
      'contract/opening-hours.ts',
      'contract/repair-step-names.ts',
    ],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./(messages|constants|format|api-paths|booking-code|garage|opening-hours|repair-step-names|[a-z-]+-rules)$).*',
              message: 'Module này phải chạy ở trình duyệt không cần zod: chỉ import các module không dùng zod.',
            },
          ],
        },
      ],
    },
  },
  {
    // The amount in words (invoices) is the one contract module with a package of its own: the number reader.
    files: ['contract/amount-words.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!read-vietnamese-number$|\\./).*', message: 'amount-words chỉ dùng read-vietnamese-number.' }] },
      ],
    },
  },
  {
    // Browser code never reaches the server's packages; ui/ also fetches nothing and knows no routes.
    files: ['ui/**/*.{ts,tsx}', 'entities/**/*.{ts,tsx}', 'features/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: serverPackages, patterns: browserPatterns }] },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [...serverPackages, ...uiForbiddenPackages], patterns: browserPatterns }] },
  },
  {
    files: ['scripts/**', 'e2e/**', 'server/main.ts', 'server/seed/**'],
    rules: { 'no-console': 'off' },
  },
);
