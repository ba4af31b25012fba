import type { Language } from '@chalein/shared/lib/i18n/languages';
import en from '../../../locales/en/validation.json';
import hi from '../../../locales/hi/validation.json';
import kn from '../../../locales/kn/validation.json';

/**
 * Every language's validation messages at once, for the API server, which answers each request in its own language
 * (docs/decisions/0049-validation-messages.md). A page never imports this: it loads its own language's file only,
 * through use-validation-texts.ts.
 */
export const VALIDATION_TEXTS: Readonly<Record<Language, Readonly<Record<string, unknown>>>> = { en, hi, kn };
