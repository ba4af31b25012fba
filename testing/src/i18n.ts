import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { i18n } from 'i18next';
import { createI18n, type TextBundles } from '@chalein/shared/lib/i18n/create-i18n';
import type { Language } from '@chalein/shared/lib/i18n/languages';

const repositoryRoot = path.resolve(__dirname, '../..');

/** The folders that keep texts: this package's, the shell's and each remote's `locales` folder. */
function findLocaleFolders(): string[] {
  return readdirSync(repositoryRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (entry.name === 'shared' || entry.name === 'shell' || entry.name.endsWith('-mfe')))
    .map((entry) => path.join(repositoryRoot, entry.name, 'locales'));
}

/** Every namespace's texts in one language, read from the JSON files the builds bundle. */
export function readAllTexts(language: Language): TextBundles {
  const bundles: Record<string, Record<string, unknown>> = {};
  for (const folder of findLocaleFolders()) {
    let names: string[];
    try {
      names = readdirSync(path.join(folder, language));
    } catch {
      continue;
    }
    for (const name of names.filter((file) => file.endsWith('.json'))) {
      bundles[name.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(folder, language, name), 'utf8')) as Record<
        string,
        unknown
      >;
    }
  }
  return bundles;
}

/** An i18next instance with every namespace of a language loaded, for a test that renders in that language. */
export function createTestI18n(language: Language): i18n {
  return createI18n(language, readAllTexts(language));
}
