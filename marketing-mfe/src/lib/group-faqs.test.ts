import type { Faq } from '@chalein/shared/api/types';
import { filterFaqs, groupFaqs } from './group-faqs';

const faq = (id: number, category: string, question: string, answer = 'An answer.'): Faq => ({ id, category, question, answer });

test('groups by category in first-appearance order, keeping the order of questions', () => {
  const groups = groupFaqs([faq(1, 'Safety', 'Q1'), faq(2, 'Passes', 'Q2'), faq(3, 'Safety', 'Q3')]);
  expect(groups.map((group) => group.category)).toEqual(['Safety', 'Passes']);
  expect(groups[0]?.faqs.map((item) => item.question)).toEqual(['Q1', 'Q3']);
});

test('filters by every word of the query in the question, answer or category, ignoring case', () => {
  const faqs = [faq(1, 'Safety', 'Is there an SOS button?', 'Yes, on the trip screen.'), faq(2, 'Passes', 'How do passes work?')];
  expect(filterFaqs(faqs, 'sos TRIP').map((item) => item.id)).toEqual([1]);
  expect(filterFaqs(faqs, 'passes').map((item) => item.id)).toEqual([2]);
  expect(filterFaqs(faqs, '   ')).toHaveLength(2);
  expect(filterFaqs(faqs, 'refund')).toEqual([]);
});
