import { useTranslation } from 'react-i18next';
import { registerTexts } from '@chalein/shared/lib/i18n/text-namespaces';

// The texts of this remote's pages and components, in the 'marketing' namespace: one JSON file per language, loaded
// only for the language of the page shown.
registerTexts('marketing', (language) => import(`../../locales/${language}/marketing.json`));

/** The 'marketing' namespace's t() for a page or component of this remote. */
export function useMarketingTexts() {
  return useTranslation('marketing');
}
