import { useId, useState } from 'react';
import type { Faq } from '@chalein/shared/api/types';

type HeadingLevel = 'h3' | 'h4';

/** One question as a disclosure button (a heading, so screen reader users can jump between questions). */
export function FaqItem({ faq, headingLevel }: { faq: Faq; headingLevel: HeadingLevel }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  const Heading = headingLevel;
  return (
    <li className="faq-item">
      <Heading className="faq-item__question">
        <button type="button" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen((value) => !value)}>
          <span>{faq.question}</span>
          <span className="faq-item__icon" aria-hidden="true" />
        </button>
      </Heading>
      <div id={answerId} className="faq-item__answer" hidden={!open}>
        <p>{faq.answer}</p>
      </div>
    </li>
  );
}
