import { useTranslation } from 'react-i18next';
import { registerTexts } from '@chalein/shared/lib/i18n/text-namespaces';

// The texts of this remote's pages and components, in the 'careers' namespace: one JSON file per language, loaded
// only for the language of the page shown.
registerTexts('careers', (language) => import(`../../locales/${language}/careers.json`));

/** The 'careers' namespace's t() for a page or component of this remote. */
export function useCareersTexts() {
  return useTranslation('careers');
}
