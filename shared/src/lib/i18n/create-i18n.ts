import { createInstance, type i18n } from 'i18next';
import { LANGUAGES, type Language } from './languages';
import { registeredTextsBackend } from './text-namespaces';

/** Texts of one language by namespace, as a server-rendered page hands them to the browser. */
export type TextBundles = Readonly<Record<string, Record<string, unknown>>>;

/**
 * Where a server-rendered page's first-screen data carries the texts it was rendered with: the browser's instance
 * starts with them, so hydration renders the same words at once and loads no text file again.
 */
export const PAGE_TEXTS_DATA_KEY = 'i18n:texts';

/** The texts a server-rendered page's data carries, or none (a page rendered in the browser, unreadable data). */
export function readPageTexts(data: Readonly<Record<string, unknown>>): TextBundles {
  const texts = data[PAGE_TEXTS_DATA_KEY];
  if (typeof texts !== 'object' || texts === null) return {};
  return Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, Record<string, unknown>] => typeof entry[1] === 'object' && entry[1] !== null),
  );
}

/**
 * An i18next instance for one language: the browser makes one per page load, the server one per request (a render
 * process serves every language at once, so no instance is shared between requests). Namespaces given here are
 * used as they are; any other loads through its remote's registered loader when first rendered (useTranslation
 * suspends until then). Initialised synchronously, so a page rendered with the given texts renders at once.
 */
export function createI18n(language: Language, bundles: TextBundles = {}): i18n {
  const instance = createInstance({
    lng: language,
    supportedLngs: LANGUAGES,
    // Every key exists in every language (tools/i18n/check-texts.mjs fails the build otherwise), so a page loads
    // its own language's texts only; falling back to English would load English beside them on every page.
    fallbackLng: false,
    ns: Object.keys(bundles),
    defaultNS: false,
    resources: { [language]: bundles },
    // the given namespaces are all there is so far; the backend loads the others
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes what it renders; escaping here too would show &amp; on screen
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: true },
  });
  instance.use(registeredTextsBackend);
  void instance.init();
  return instance;
}

/** The texts of the namespaces an instance has loaded for its language, to send with a server-rendered page. */
export function collectTextBundles(instance: i18n, namespaces: readonly string[]): TextBundles {
  const language = instance.language;
  const bundles: Record<string, Record<string, unknown>> = {};
  for (const namespace of namespaces) {
    const bundle = instance.getResourceBundle(language, namespace) as Record<string, unknown> | undefined;
    if (bundle) bundles[namespace] = bundle;
  }
  return bundles;
}
