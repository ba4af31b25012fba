// The one eslint config of the repository (flat config).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

const fs = require('node:fs');
const path = require('node:path');

const i18next = require('eslint-plugin-i18next');

const { REMOTES } = require('./shared/src/lib/remote-manifest.ts');

const remoteFolders = REMOTES.map((remote) => remote.folder);

// The API's ground floor: what every feature folder of api/src builds on. Every other folder there is a feature
// (test-support is test code, free to drive the whole app), read from the disk so a new feature is covered the day
// its folder appears.
const API_GROUND_FLOOR = ['db', 'http', 'security', 'settings', 'uploads'];
const apiFeatures = fs
  .readdirSync(path.join(__dirname, 'api/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !API_GROUND_FLOOR.includes(entry.name) && entry.name !== 'test-support')
  .map((entry) => entry.name);

// Code a visitor reads in three languages (docs/decisions/0048-languages.md): a text written in JSX, or in an
// attribute a visitor reads or hears, must be a translation key. Folders join this list once their texts are keys;
// the staff console stays English and is not checked.
const i18nCheckedFolders = ['marketing-mfe', 'passes-mfe', 'careers-mfe', 'shell', 'onboarding-mfe', 'shared/src/ui'];

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'api/assets/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-nocheck': true, 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
  // Remotes never import each other, and the shell loads them only at run time through the federation runtime: a
  // static import would bundle one team's code into another's build (docs/decisions/0007-run-time-remotes.md).
  ...['shell', ...remoteFolders].map((folder) => ({
    files: [`${folder}/**/*.{ts,tsx,js}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: remoteFolders
            .filter((other) => other !== folder)
            .map((other) => ({
              group: [`@chalein/${other}`, `@chalein/${other}/*`, `**/${other}`, `**/${other}/**`],
              message: `${folder} must not import ${other}: remotes are composed at run time by the shell, never imported.`,
            })),
        },
      ],
    },
  })),
  // The ground floor never imports a feature: a feature can then be read, changed or removed without the floor under
  // every other feature moving (docs/decisions/0038-api-by-feature.md).
  {
    files: API_GROUND_FLOOR.map((folder) => `api/src/${folder}/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${apiFeatures.join('|')})(/|$)`,
              message: `api/src/{${API_GROUND_FLOOR.join(',')}} is the ground floor features build on: it never imports a feature. Pass what it needs in (an option, a parameter typed by shape).`,
            },
          ],
        },
      ],
    },
  },
  ...(i18nCheckedFolders.length === 0
    ? []
    : [
        {
          files: i18nCheckedFolders.map((folder) => `${folder}/**/*.tsx`),
          ignores: ['**/*.test.tsx', '**/test-support/**'],
          plugins: { i18next },
          rules: {
            'i18next/no-literal-string': [
              'error',
              {
                mode: 'jsx-only',
                'jsx-attributes': { include: ['alt', 'aria-label', 'aria-description', 'title', 'placeholder', 'label'] },
              },
            ],
          },
        },
      ]),
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
);
