import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

// The repository's own eslint.config.js on snippets placed in api/src: the ground floor (db/, http/, security/,
// settings/, uploads/) may import itself and what lies outside api/src, never a feature folder, at any depth.

const repositoryRoot = path.resolve(__dirname, '..');
const apiSource = path.join(repositoryRoot, 'api/src');
const GROUND_FLOOR = ['db', 'http', 'security', 'settings', 'uploads'];

// ESLint loads a config file by a dynamic import, which Jest's module sandbox refuses: the same file is given by value
// eslint-disable-next-line @typescript-eslint/no-require-imports
const eslint = new ESLint({ cwd: repositoryRoot, overrideConfigFile: true, overrideConfig: require('../eslint.config.js') });

/** The messages of the ground-floor rule for `source` linted as if it were the file at `filePath`. */
async function lintImports(filePath: string, source: string): Promise<string[]> {
  const results = await eslint.lintText(source, { filePath: path.join(repositoryRoot, filePath) });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const featureFolders = fs
  .readdirSync(apiSource, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !GROUND_FLOOR.includes(entry.name) && entry.name !== 'test-support')
  .map((entry) => entry.name);

describe('the API ground-floor import rule', () => {
  it('finds the feature folders it guards', () => {
    expect(featureFolders).toEqual(expect.arrayContaining(['careers', 'content', 'enquiries', 'onboarding', 'payments']));
  });

  it.each(GROUND_FLOOR.flatMap((floor) => featureFolders.map((feature) => [floor, feature])))(
    'fails an import from %s/ into %s/',
    async (floor, feature) => {
      const messages = await lintImports(`api/src/${floor}/new-module.ts`, `export * from '../${feature}/some-module';\n`);
      expect(messages).toEqual([expect.stringContaining('it never imports a feature')]);
    },
  );

  it('fails an import into a feature from a folder deeper in the ground floor', async () => {
    const messages = await lintImports(
      'api/src/db/migrations/9999-new.ts',
      "import type { PassRepository } from '../../passes/pass-repository';\nexport type Passes = PassRepository;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('lets the ground floor import itself, the settings and shared code', async () => {
    const source = [
      "export { buildSuccessEnvelope } from '../http/api-envelope';",
      "export type { Database } from '../db/schema';",
      "export { resolveFieldCipher } from '../security/local-data-key';",
      "export { readString } from '../settings/environment';",
      "export { brand } from '@chalein/shared/lib/brand';",
      "export { waitUntil } from '../../../tools/jest/wait-until';",
    ].join('\n');
    expect(await lintImports('api/src/uploads/new-module.ts', `${source}\n`)).toEqual([]);
  });

  it('lets a feature import the ground floor and other features', async () => {
    const source = "export type { Database } from '../db/schema';\nexport { createPassRepository } from '../passes/pass-repository';\n";
    expect(await lintImports('api/src/payments/new-module.ts', source)).toEqual([]);
  });
});
