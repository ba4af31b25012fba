import resourcesToBackend from 'i18next-resources-to-backend';
import type { Language } from './languages';

// Where each part of the site keeps its texts (docs/decisions/0048-languages.md). Every remote owns one namespace
// (its name: 'marketing', 'passes', ...) with a JSON file per language beside its code, the shell owns 'shell' and
// this package 'common'. A namespace registers how to load one language's file (a dynamic import, so webpack makes
// a chunk per language and a page loads only its own language's texts); i18next asks through the backend below the
// first time a component of that namespace renders. Registered here, one map for the whole page: this module is
// shared as a singleton, so the shell's i18next instance finds what a remote registered.

/** A JSON module of one language's texts of a namespace, as `import()` gives it. */
export type TextsModule = { default: Record<string, unknown> } | Record<string, unknown>;

export type TextsLoader = (language: Language) => Promise<TextsModule>;

const loaders = new Map<string, TextsLoader>();

/** Registers a namespace's loader; a second registration of a name replaces the first (a remote loaded again). */
export function registerTexts(namespace: string, loader: TextsLoader): void {
  loaders.set(namespace, loader);
}

/** The i18next backend that loads a namespace's language through its registered loader. */
export const registeredTextsBackend = resourcesToBackend((language: string, namespace: string) => {
  const loader = loaders.get(namespace);
  if (!loader) return Promise.reject(new Error(`No texts are registered for the namespace '${namespace}'`));
  return loader(language as Language);
});
