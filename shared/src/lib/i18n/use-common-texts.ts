import { useTranslation } from 'react-i18next';
import { registerTexts } from './text-namespaces';

// The texts of this package's own UI (the form family, the modal, the carousel, the status lines) and of the
// validation rules' messages, in the 'common' namespace.
registerTexts('common', (language) => import(`../../../locales/${language}/common.json`));

/** The 'common' namespace's t() for a shared component. */
export function useCommonTexts() {
  return useTranslation('common');
}
