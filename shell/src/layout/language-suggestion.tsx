import type { i18n, TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, localizePath, type Language } from '@chalein/shared/lib/i18n/languages';
import { useShellTexts } from '../lib/shell-texts';
import {
  isSuggestionClosed,
  readChosenLanguage,
  rememberChosenLanguage,
  rememberSuggestionClosed,
  selectSuggestedLanguage,
} from './language-choice';

/**
 * The shell's texts in another language than the page's, loaded on demand: the line is written in the language it
 * offers, for a reader who reads that one. Only the 'shell' namespace of that language is loaded (a small file, and
 * only for a visitor who is offered it); every other visitor loads nothing more, and each file keeps its own
 * language's texts only.
 */
async function loadShellTextsIn(instance: i18n, language: Language): Promise<TFunction> {
  if (!instance.hasResourceBundle(language, 'shell')) await instance.reloadResources([language], ['shell']);
  return instance.getFixedT(language, 'shell');
}

interface Suggestion {
  language: Language;
  t: TFunction;
}

/**
 * One line offering this page in the visitor's language: the one they chose before, or the browser's Hindi or
 * Kannada. Decided in the browser after hydration, never on the server, so the HTML of an address is the same for
 * everyone (cached once, and crawlers get what the URL says); it never navigates by itself. Fixed to the bottom of
 * the screen, so appearing after the page has drawn moves nothing on it. Closing it is remembered.
 */
export function LanguageSuggestion() {
  const { i18n } = useShellTexts();
  const { pathname, search } = useLocation();
  const pageLanguage = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);

  useEffect(() => {
    if (isSuggestionClosed(document.cookie)) return undefined;
    const language = selectSuggestedLanguage(pageLanguage, readChosenLanguage(document.cookie), navigator.languages ?? []);
    if (!language) return undefined;
    let current = true;
    loadShellTextsIn(i18n, language).then(
      (t) => {
        if (current) setSuggestion({ language, t });
      },
      (error: unknown) => console.error(`The language suggestion could not load its texts in '${language}'`, error),
    );
    return () => {
      current = false;
    };
  }, [i18n, pageLanguage]);

  if (!suggestion) return null;
  const { language, t } = suggestion;
  return (
    <aside className="language-suggestion" lang={LANGUAGE_TAGS[language]} aria-label={t('languageSwitcher.label')}>
      <a
        className="language-suggestion__link"
        href={`${localizePath(pathname, language)}${search}`}
        hrefLang={LANGUAGE_TAGS[language]}
        onClick={() => rememberChosenLanguage(language)}
      >
        {t('languageSuggestion.offer')}
      </a>
      <button
        type="button"
        className="language-suggestion__close"
        onClick={() => {
          rememberSuggestionClosed();
          setSuggestion(null);
        }}
      >
        {t('languageSuggestion.close')}
      </button>
    </aside>
  );
}
