import type { Language } from '@chalein/shared/lib/i18n/languages';
import { VALIDATION_TEXTS } from '@chalein/shared/lib/validation/validation-texts-by-language';
import en from '../../locales/en/answers.json';
import hi from '../../locales/hi/answers.json';
import kn from '../../locales/kn/answers.json';

// The API server's own answers to a visitor (a pass not found, a refused duplicate submission, too many requests, a
// fault), keyed like the rules' messages and written out in the request's language as the answer leaves
// (docs/decisions/0049-validation-messages.md). No page loads this file: the server sends these texts already
// written, so they stay out of the 'validation' file every form's page downloads.

/** The server's own answer texts, by language ('answers' namespace). */
export const ANSWER_TEXTS: Readonly<Record<Language, Readonly<Record<string, unknown>>>> = { en, hi, kn };

function mergeTexts(language: Language): Readonly<Record<string, unknown>> {
  return { ...VALIDATION_TEXTS[language], ...ANSWER_TEXTS[language] };
}

/**
 * Every message an API answer can hold, by language: the rules' and the server's own. Their groups are apart
 * ('purchase', 'server' here; 'contact', 'request' in the rules'), so a key names one text.
 */
export const MESSAGE_TEXTS: Readonly<Record<Language, Readonly<Record<string, unknown>>>> = {
  en: mergeTexts('en'),
  hi: mergeTexts('hi'),
  kn: mergeTexts('kn'),
};
