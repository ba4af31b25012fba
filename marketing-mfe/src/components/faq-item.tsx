import type { Faq } from '@chalein/shared/api/types';

type HeadingLevel = 'h3' | 'h4';

/**
 * One question as a disclosure the browser opens by itself (details and summary), so it answers a tap before and
 * without scripts. The question is a heading inside the summary, so screen reader users can jump between questions.
 * Its open state stays the browser's: React never sets it, so a render neither closes an answer nor clashes with
 * one opened before hydration.
 */
export function FaqItem({ faq, headingLevel }: { faq: Faq; headingLevel: HeadingLevel }) {
  const Heading = headingLevel;
  return (
    <li className="faq-item">
      <details className="faq-item__disclosure">
        <summary className="faq-item__question">
          <Heading className="faq-item__heading">{faq.question}</Heading>
          <span className="faq-item__icon" aria-hidden="true" />
        </summary>
        <div className="faq-item__answer">
          <p>{faq.answer}</p>
        </div>
      </details>
    </li>
  );
}
