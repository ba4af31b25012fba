import { useTranslation } from 'react-i18next';
import { registerTexts } from '@chalein/shared/lib/i18n/text-namespaces';

// The texts of the shell's own parts (the header, the footer, the language switcher, the 404 and error pages, the
// loading and failed-remote states), in the 'shell' namespace.
registerTexts('shell', (language) => import(`../../locales/${language}/shell.json`));

/** The 'shell' namespace's t() for a component of the shell. */
export function useShellTexts() {
  return useTranslation('shell');
}
