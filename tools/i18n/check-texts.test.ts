import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeTextProblem, findTextProblems } from './check-texts';

// A repository in miniature (a remote's texts and code in a temp folder), one fault at a time.
let root: string;

function writeTexts(language: string, texts: unknown) {
  const folder = path.join(root, 'sample-mfe', 'locales', language);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'sample.json'), JSON.stringify(texts));
}

function writeCode(code: string) {
  fs.mkdirSync(path.join(root, 'sample-mfe', 'src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'sample-mfe', 'src', 'page.tsx'), code);
}

const complete = {
  en: { page: { heading: 'Passes', count_one: '{{count}} pass', count_other: '{{count}} passes', store: 'Google Play' } },
  hi: { page: { heading: 'पास', count_one: '{{count}} पास', count_other: '{{count}} पास', store: 'Google Play' } },
  kn: { page: { heading: 'ಪಾಸ್‌ಗಳು', count_one: '{{count}} ಪಾಸ್', count_other: '{{count}} ಪಾಸ್‌ಗಳು', store: 'Google Play' } },
};
const usingEveryKey = "t('page.heading'); t('page.count', { count }); t('page.store');";

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-texts-'));
  for (const [language, texts] of Object.entries(complete)) writeTexts(language, texts);
  writeCode(usingEveryKey);
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('complete texts, each used (plurals by their base key, names kept as they are), have no problem', () => {
  expect(findTextProblems(root)).toEqual([]);
});

test('a key missing or empty in one language is reported for that language', () => {
  writeTexts('kn', { page: { ...complete.kn.page, heading: undefined } });
  writeTexts('hi', { page: { ...complete.hi.page, heading: ' ' } });
  expect(findTextProblems(root).map(describeTextProblem)).toEqual([
    'sample:page.heading (hi) is empty',
    'sample:page.heading (kn) is missing',
  ]);
});

test('a Hindi or Kannada text without a letter of its script is English left behind', () => {
  writeTexts('hi', { page: { ...complete.hi.page, heading: 'Passes' } });
  writeTexts('kn', { page: { ...complete.kn.page, heading: '[kn] Passes' } });
  expect(findTextProblems(root).map(describeTextProblem)).toEqual([
    'sample:page.heading (hi) is still in English',
    'sample:page.heading (kn) is still in English',
  ]);
});

test('a key no code names is unused, unless a template literal names its start; a key the code asks for must exist', () => {
  writeCode("t('page.heading'); t('page.missing');");
  expect(findTextProblems(root).map(describeTextProblem)).toEqual([
    'sample:page.count_one is used by no code',
    'sample:page.count_other is used by no code',
    'sample:page.store is used by no code',
    'sample:page.missing is asked for by code but is in no English file',
  ]);
  writeCode("t('page.heading'); t(`page.${name}`);");
  expect(findTextProblems(root)).toEqual([]);
});

test("the repository's own texts: every key in English, Hindi and Kannada, in their scripts, and used", () => {
  expect(findTextProblems(path.resolve(__dirname, '../..')).map(describeTextProblem)).toEqual([]);
});
