import { useTranslation } from 'react-i18next';
import { registerTexts } from '@chalein/shared/lib/i18n/text-namespaces';

// The texts of this remote's pages and components (the driver registration and the driver status page), in the
// 'onboarding' namespace: one JSON file per language, loaded only for the language of the page shown.
registerTexts('onboarding', (language) => import(`../../locales/${language}/onboarding.json`));

/** The 'onboarding' namespace's t() for a page or component of this remote. */
export function useOnboardingTexts() {
  return useTranslation('onboarding');
}
