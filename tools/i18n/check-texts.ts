// Checks the site's translation files against each other and against the code (docs/decisions/0048-languages.md):
// every key of a namespace exists in English, Hindi and Kannada, with a non-empty text; the Hindi and Kannada texts
// are written in their script (a text with Latin letters alone is English left behind, names and acronyms aside);
// every key is used by its owner's code, and every literal key the code asks for exists. Run by the tools tests
// (`tools/i18n/check-texts.test.ts`), so CI fails on any of these; `node --import tsx tools/i18n/check-texts.ts`
// lists them.
import fs from 'node:fs';
import path from 'node:path';

export const CHECKED_LANGUAGES = ['en', 'hi', 'kn'] as const;
type CheckedLanguage = (typeof CHECKED_LANGUAGES)[number];

/** Each language's script, by Unicode block: a Hindi text has Devanagari in it, a Kannada text Kannada. */
const SCRIPTS: Readonly<Record<Exclude<CheckedLanguage, 'en'>, RegExp>> = { hi: /[\u0900-\u097F]/, kn: /[\u0C80-\u0CFF]/ };

/**
 * Words that stay as they are in every language (the glossary, docs/i18n-glossary.md): the brand, stores, social
 * networks. A text made of these alone (and acronyms such as SOS or UPI, and numbers) is not English left behind.
 */
const KEPT_NAMES = ['Chalein', 'Google Play', 'App Store', 'LinkedIn', 'Instagram', 'Facebook', 'YouTube', 'WhatsApp', 'Twitter'];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export interface TextProblem {
  namespace: string;
  key: string;
  language?: CheckedLanguage;
  problem: 'missing' | 'empty' | 'untranslated' | 'unused' | 'unknown';
}

interface Namespace {
  name: string;
  /** the folders whose code uses it: `<package>/src`, and for the shared package's also the API server's, which
   * answers requests with the same messages */
  sourceDirs: readonly string[];
  texts: Partial<Record<CheckedLanguage, Map<string, string>>>;
}

/** A JSON file's texts by dotted key ('faqPage.heading'); a value that is not text is kept as '' (and reported). */
function flattenTexts(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flattenTexts(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, typeof value === 'string' ? value : '');
  }
  return into;
}

/** Every namespace of the repository: `<package>/locales/<language>/<namespace>.json` in shared, shell and each remote. */
export function readNamespaces(root: string): Namespace[] {
  const namespaces = new Map<string, Namespace>();
  const packages = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (entry.name === 'shared' || entry.name === 'shell' || entry.name.endsWith('-mfe')));
  for (const pkg of packages) {
    for (const language of CHECKED_LANGUAGES) {
      const folder = path.join(root, pkg.name, 'locales', language);
      if (!fs.existsSync(folder)) continue;
      for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json'))) {
        const name = file.slice(0, -'.json'.length);
        const sourceDirs = [path.join(root, pkg.name, 'src'), ...(pkg.name === 'shared' ? [path.join(root, 'api', 'src')] : [])];
        const namespace = namespaces.get(name) ?? { name, sourceDirs, texts: {} };
        namespace.texts[language] = flattenTexts(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')));
        namespaces.set(name, namespace);
      }
    }
  }
  return [...namespaces.values()];
}

function listSourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    const full = path.join(entry.parentPath, entry.name);
    return /[\\/](test-support|node_modules|dist)[\\/]/.test(full) ? [] : [full];
  });
}

/** What a package's code can name a key by: its string literals, and the fixed starts of its template literals. */
function readCodeStrings(sourceDirs: readonly string[]): { literals: Set<string>; prefixes: string[]; asked: Set<string> } {
  const literals = new Set<string>();
  const prefixes: string[] = [];
  const asked = new Set<string>();
  for (const file of sourceDirs.flatMap(listSourceFiles)) {
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) literals.add(match[1] ?? match[2] ?? '');
    // `faqPage.topics.${id}`: every key under faqPage.topics. counts as used
    for (const match of code.matchAll(/`([^`$]*)\$\{/g)) if (match[1] && /^[\w.:-]+\.$/.test(match[1])) prefixes.push(match[1]);
    for (const match of code.matchAll(/\bt\(\s*(['"])([\w.:-]+)\1/g)) if (match[2]) asked.add(match[2]);
  }
  return { literals, prefixes, asked };
}

/** A Hindi or Kannada text with Latin letters and not one letter of its script, names and acronyms aside. */
function isLeftInEnglish(text: string, language: Exclude<CheckedLanguage, 'en'>): boolean {
  if (SCRIPTS[language].test(text)) return false;
  let rest = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<[^>]*>/g, ' ');
  for (const name of KEPT_NAMES) rest = rest.split(name).join(' ');
  // acronyms (SOS, UPI, OTP, RC) stay in Latin letters in every language
  rest = rest.replace(/\b[A-Z]{2,}s?\b/g, ' ');
  return /[A-Za-z]/.test(rest);
}

export function findTextProblems(root: string): TextProblem[] {
  const problems: TextProblem[] = [];
  const namespaces = readNamespaces(root);
  const byPackage = new Map<string, Namespace[]>();
  for (const namespace of namespaces) {
    const owner = namespace.sourceDirs[0] ?? '';
    byPackage.set(owner, [...(byPackage.get(owner) ?? []), namespace]);
  }

  for (const namespace of namespaces) {
    const allKeys = new Set(CHECKED_LANGUAGES.flatMap((language) => [...(namespace.texts[language]?.keys() ?? [])]));
    for (const key of allKeys) {
      for (const language of CHECKED_LANGUAGES) {
        const text = namespace.texts[language]?.get(key);
        if (text === undefined) problems.push({ namespace: namespace.name, key, language, problem: 'missing' });
        else if (text.trim() === '') problems.push({ namespace: namespace.name, key, language, problem: 'empty' });
        else if (language !== 'en' && isLeftInEnglish(text, language)) {
          problems.push({ namespace: namespace.name, key, language, problem: 'untranslated' });
        }
      }
    }
  }

  for (const owned of byPackage.values()) {
    const { literals, prefixes, asked } = readCodeStrings(owned[0]?.sourceDirs ?? []);
    const known = new Set<string>();
    for (const namespace of owned) {
      for (const key of namespace.texts.en?.keys() ?? []) {
        const base = key.replace(PLURAL_SUFFIX, '');
        known.add(base);
        known.add(`${namespace.name}:${base}`);
        const used =
          literals.has(base) ||
          literals.has(`${namespace.name}:${base}`) ||
          prefixes.some((prefix) => base.startsWith(prefix) || `${namespace.name}:${base}`.startsWith(prefix));
        if (!used) problems.push({ namespace: namespace.name, key, problem: 'unused' });
      }
    }
    for (const key of asked) {
      if (!known.has(key)) problems.push({ namespace: owned.map((namespace) => namespace.name).join('|'), key, problem: 'unknown' });
    }
  }
  return problems;
}

export function describeTextProblem(problem: TextProblem): string {
  const where = `${problem.namespace}:${problem.key}${problem.language ? ` (${problem.language})` : ''}`;
  switch (problem.problem) {
    case 'missing':
      return `${where} is missing`;
    case 'empty':
      return `${where} is empty`;
    case 'untranslated':
      return `${where} is still in English`;
    case 'unused':
      return `${where} is used by no code`;
    case 'unknown':
      return `${where} is asked for by code but is in no English file`;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const problems = findTextProblems(path.resolve(__dirname, '../..'));
  for (const problem of problems) console.log(describeTextProblem(problem));
  console.log(problems.length === 0 ? 'Every text is in English, Hindi and Kannada, and used.' : `${problems.length} problems`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
