import { useTranslation } from 'react-i18next';
import { registerTexts } from '@chalein/shared/lib/i18n/text-namespaces';

// The texts of this remote's pages and components, in the 'passes' namespace: one JSON file per language, loaded
// only for the language of the page shown.
registerTexts('passes', (language) => import(`../../locales/${language}/passes.json`));

/** The 'passes' namespace's t() for a page or component of this remote. */
export function usePassesTexts() {
  return useTranslation('passes');
}
