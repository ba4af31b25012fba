import { useTranslation } from 'react-i18next';
import { registerTexts } from '@chalein/shared/lib/i18n/text-namespaces';

// The texts of this package's own UI (the form family, the modal, the carousel, the status lines), in the 'common'
// namespace.
registerTexts('common', (language) => import(`../../../locales/${language}/common.json`));

/**
 * The 'common' namespace's t() for a shared component. On the server it waits for the texts (useTranslation
 * suspends), so the page's HTML has them and carries them to the browser. In the browser it never suspends: a shared
 * component that appears after the page has rendered (a modal, the fallback while a page's code loads, a Retry) must
 * not hold the page. Until the namespace has loaded there, its texts read '' and it renders again once they are in.
 */
export function useCommonTexts() {
  const texts = useTranslation('common', { useSuspense: typeof document === 'undefined' });
  return texts.ready ? texts : { ...texts, t: readNothing as unknown as typeof texts.t };
}

function readNothing(): string {
  return '';
}
