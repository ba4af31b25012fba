import { brand } from '../brand';
import type { Language } from './languages';

// The few texts of a page's head that come from no database row: the brand's default title, description and
// keywords, the 404 page's title, the titles of pages that show one record and of the signed links' pages. The server writes them into the HTML
// (api/src/site/page-meta.ts) and the shell after in-app navigation, from this one map, so both give the same head.
// A typed map rather than a namespace's JSON: the API server has no i18next instance for the head, the shared
// package cannot read the shell's files, and the type makes every text exist in every language.

export interface HeadTexts {
  defaultTitle: string;
  defaultDescription: string;
  defaultKeywords: string;
  notFoundTitle: string;
  /** the title of a job's page, after the job's title in the page's language */
  formatJobDetailsTitle: (jobTitle: string) => string;
  /** the title of a job's application page */
  formatApplyJobTitle: (jobTitle: string) => string;
  /** the note the page's HTML shows a visitor whose browser runs no scripts, first in <body> */
  noScriptNote: string;
  /** the titles of the public pages no seo_pages row describes (one person's signed links), by route path */
  signedLinkTitles: Readonly<Record<SignedLinkPath, string>>;
}

/** The public routes without a seo_pages row: their titles are here, in every language. */
export const SIGNED_LINK_PATHS = ['/passes/receipt/:token', '/newsletter/unsubscribe/:token'] as const;
export type SignedLinkPath = (typeof SIGNED_LINK_PATHS)[number];

function isSignedLinkPath(path: string): path is SignedLinkPath {
  return (SIGNED_LINK_PATHS as readonly string[]).includes(path);
}

/** The title of a public page that no seo_pages row describes, in `language`; undefined for any other route. */
export function findSignedLinkTitle(routePath: string, language: Language): string | undefined {
  return isSignedLinkPath(routePath) ? HEAD_TEXTS[language].signedLinkTitles[routePath] : undefined;
}

const product = brand.productName;

export const HEAD_TEXTS: Readonly<Record<Language, HeadTexts>> = {
  en: {
    defaultTitle: brand.defaultTitle,
    defaultDescription: brand.defaultDescription,
    defaultKeywords: brand.defaultKeywords,
    notFoundTitle: `Page not found | ${product}`,
    formatJobDetailsTitle: (jobTitle) => `Careers: ${jobTitle} | ${product}`,
    formatApplyJobTitle: (jobTitle) => `Apply for ${jobTitle} | ${product}`,
    noScriptNote: `${product}'s website works best with JavaScript on: without it, some parts, such as buying a pass, do not work. For help, call us on ${brand.supportPhone}.`,
    signedLinkTitles: {
      '/passes/receipt/:token': `Pass receipt | ${product}`,
      '/newsletter/unsubscribe/:token': `Newsletter unsubscribe | ${product}`,
    },
  },
  hi: {
    defaultTitle: `${product} | बेंगलुरु में सुरक्षित, किफ़ायती टैक्सी सेवा`,
    defaultDescription: `${product} के साथ पूरे बेंगलुरु में कैब, बाइक, ऑटो, आउटस्टेशन राइड और पोर्टर डिलीवरी बुक करें: जाँचे-परखे ड्राइवर, सिर्फ़ महिलाओं के लिए राइड और हर सफ़र पर बचत कराने वाले डे पास।`,
    defaultKeywords: 'बेंगलुरु टैक्सी सेवा, कैब बुकिंग, बाइक टैक्सी, ऑटो, आउटस्टेशन कैब, पोर्टर सेवा, राइड पास',
    notFoundTitle: `पेज नहीं मिला | ${product}`,
    formatJobDetailsTitle: (jobTitle) => `करियर: ${jobTitle} | ${product}`,
    formatApplyJobTitle: (jobTitle) => `${jobTitle} के लिए आवेदन करें | ${product}`,
    noScriptNote: `${product} की वेबसाइट JavaScript चालू होने पर सबसे अच्छी चलती है: इसके बिना कुछ हिस्से, जैसे पास ख़रीदना, काम नहीं करते। मदद के लिए हमें ${brand.supportPhone} पर कॉल करें।`,
    signedLinkTitles: {
      '/passes/receipt/:token': `पास की रसीद | ${product}`,
      '/newsletter/unsubscribe/:token': `न्यूज़लेटर से अनसब्सक्राइब करें | ${product}`,
    },
  },
  kn: {
    defaultTitle: `${product} | ಬೆಂಗಳೂರಿನಲ್ಲಿ ಸುರಕ್ಷಿತ, ಕೈಗೆಟಕುವ ಟ್ಯಾಕ್ಸಿ ಸೇವೆ`,
    defaultDescription: `${product} ಮೂಲಕ ಬೆಂಗಳೂರಿನಾದ್ಯಂತ ಕ್ಯಾಬ್, ಬೈಕ್, ಆಟೋ, ಔಟ್‌ಸ್ಟೇಷನ್ ರೈಡ್ ಮತ್ತು ಪೋರ್ಟರ್ ಡೆಲಿವರಿ ಬುಕ್ ಮಾಡಿ: ಪರಿಶೀಲಿಸಿದ ಚಾಲಕರು, ಮಹಿಳೆಯರಿಗೆ ಮಾತ್ರ ರೈಡ್ ಮತ್ತು ಪ್ರತಿ ಪ್ರಯಾಣದಲ್ಲೂ ಹಣ ಉಳಿಸುವ ದಿನದ ಪಾಸ್‌ಗಳು.`,
    defaultKeywords: 'ಬೆಂಗಳೂರು ಟ್ಯಾಕ್ಸಿ ಸೇವೆ, ಕ್ಯಾಬ್ ಬುಕಿಂಗ್, ಬೈಕ್ ಟ್ಯಾಕ್ಸಿ, ಆಟೋ, ಔಟ್‌ಸ್ಟೇಷನ್ ಕ್ಯಾಬ್, ಪೋರ್ಟರ್ ಸೇವೆ, ರೈಡ್ ಪಾಸ್',
    notFoundTitle: `ಪುಟ ಕಂಡುಬಂದಿಲ್ಲ | ${product}`,
    formatJobDetailsTitle: (jobTitle) => `ವೃತ್ತಿಗಳು: ${jobTitle} | ${product}`,
    formatApplyJobTitle: (jobTitle) => `${jobTitle} ಹುದ್ದೆಗೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ | ${product}`,
    noScriptNote: `${product} ವೆಬ್‌ಸೈಟ್ JavaScript ಆನ್ ಇದ್ದಾಗ ಚೆನ್ನಾಗಿ ಕೆಲಸ ಮಾಡುತ್ತದೆ: ಅದಿಲ್ಲದೆ ಪಾಸ್ ಖರೀದಿಸುವಂತಹ ಕೆಲವು ಭಾಗಗಳು ಕೆಲಸ ಮಾಡುವುದಿಲ್ಲ. ಸಹಾಯಕ್ಕಾಗಿ ${brand.supportPhone} ಗೆ ಕರೆ ಮಾಡಿ.`,
    signedLinkTitles: {
      '/passes/receipt/:token': `ಪಾಸ್ ರಸೀದಿ | ${product}`,
      '/newsletter/unsubscribe/:token': `ಸುದ್ದಿಪತ್ರದ ಚಂದಾದಾರಿಕೆ ರದ್ದುಮಾಡಿ | ${product}`,
    },
  },
};
