import { useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, localizePath } from '@chalein/shared/lib/i18n/languages';
import { useShellTexts } from '../lib/shell-texts';
import { rememberChosenLanguage } from './language-choice';

/**
 * The three languages, each named in its own script, linking to this same page in it. Plain links, not the
 * router's: another language is another page load, which the server renders in that language (and which works
 * before and without scripts). A click remembers the choice, so the suggestion offers it on later visits.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useShellTexts();
  // the router's location is the route path, without the language prefix (the basename)
  const { pathname, search } = useLocation();
  const pageLanguage = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <ul className="language-switcher" aria-label={t('languageSwitcher.label')}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          {language === pageLanguage ? (
            <span className="language-switcher__current" lang={LANGUAGE_TAGS[language]} aria-current="true">
              {LANGUAGE_NAMES[language]}
            </span>
          ) : (
            <a
              className="language-switcher__link"
              href={`${localizePath(pathname, language)}${search}`}
              lang={LANGUAGE_TAGS[language]}
              hrefLang={LANGUAGE_TAGS[language]}
              onClick={() => rememberChosenLanguage(language)}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
