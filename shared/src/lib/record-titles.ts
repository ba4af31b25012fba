import { brand } from './brand';
import { HEAD_TEXTS } from './i18n/head-texts';
import { DEFAULT_LANGUAGE, type Language } from './i18n/languages';

// Titles of pages that show one record, in the page's language. The server writes them into the HTML of a direct
// load and the pages set them on in-app navigation, so both ways give the same title.

export function formatBlogArticleTitle(blogTitle: string): string {
  // the article's own title, already in the page's language, and the brand, which every language keeps
  return `${blogTitle} | ${brand.productName}`;
}

export function formatJobDetailsTitle(jobTitle: string, language: Language = DEFAULT_LANGUAGE): string {
  return HEAD_TEXTS[language].formatJobDetailsTitle(jobTitle);
}

export function formatApplyJobTitle(jobTitle: string, language: Language = DEFAULT_LANGUAGE): string {
  return HEAD_TEXTS[language].formatApplyJobTitle(jobTitle);
}
