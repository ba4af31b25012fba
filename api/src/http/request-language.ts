import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@chalein/shared/lib/i18n/languages';
import { formatValidationMessage, type MessageValues } from '@chalein/shared/lib/validation/validation-message';
import { MESSAGE_TEXTS } from '@chalein/shared/api/answer-texts-by-language';

// The language an API answer's messages are in (docs/decisions/0049-validation-messages.md). The site's API client
// sends the page's language as Accept-Language (shared/src/api/client.ts, setApiLanguage); any other client gets
// what its own Accept-Language prefers among the site's languages, and English when it names none of them.

interface LanguageRange {
  language: string;
  quality: number;
  order: number;
}

function readRange(part: string, order: number): LanguageRange | undefined {
  const [tag, ...parameters] = part.trim().split(';');
  if (!tag) return undefined;
  let quality = 1;
  for (const parameter of parameters) {
    const [name, value] = parameter.trim().split('=');
    if (name?.trim().toLowerCase() !== 'q') continue;
    const parsed = Number(value?.trim());
    // a q-value is 0 to 1 with at most three decimals; one that is not a number makes the range worthless
    quality = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value?.trim() ?? '') ? parsed : 0;
  }
  // 'hi-IN' and 'hi' are Hindi: the primary subtag names the language, the region does not change it
  return { language: tag.trim().split('-')[0]!.toLowerCase(), quality, order };
}

/**
 * The site's language an Accept-Language header prefers most (by q-value, then by the order written), or English:
 * 'kn-IN,kn;q=0.9,en;q=0.8' is Kannada, 'ta-IN,hi;q=0.5' Hindi, 'ta' or '*' or no header English.
 */
export function pickRequestLanguage(header: string | readonly string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : typeof header === 'string' ? header : '';
  // a header is a few dozen characters; a long one is not a browser's, and is not read through
  const ranges = text
    .slice(0, 512)
    .split(',')
    .map(readRange)
    .filter((range): range is LanguageRange => range !== undefined && range.quality > 0 && isLanguage(range.language));
  ranges.sort((a, b) => b.quality - a.quality || a.order - b.order);
  const best = ranges[0]?.language;
  return isLanguage(best) ? best : DEFAULT_LANGUAGE;
}

/** A message (a rule's key or the server's own, or a text, kept as it is) in the given language. */
export function translateMessage(language: Language, message: string, values?: MessageValues): string {
  return formatValidationMessage(MESSAGE_TEXTS[language], message, values);
}
