import type { Faq } from '@chalein/shared/api/types';

export interface FaqGroup {
  category: string;
  faqs: Faq[];
}

/** The FAQ teaser's limits: 4 categories, 3 questions each before View More. */
export const TEASER_CATEGORY_LIMIT = 4;
export const TEASER_QUESTION_LIMIT = 3;

/** Groups FAQs by category, categories in the order they first appear and questions in list order. */
export function groupFaqs(faqs: readonly Faq[]): FaqGroup[] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const list = groups.get(faq.category);
    if (list) list.push(faq);
    else groups.set(faq.category, [faq]);
  }
  return Array.from(groups, ([category, list]) => ({ category, faqs: list }));
}

/** Keeps the FAQs whose question, answer or category contains every word of the query (any case). */
export function filterFaqs(faqs: readonly Faq[], query: string): Faq[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = `${faq.category} ${faq.question} ${faq.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
