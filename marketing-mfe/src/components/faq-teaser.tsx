import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { getFaqs } from '@chalein/shared/api/marketing';
import { useAsyncData } from '@chalein/shared/lib/use-async-data';
import { EmptyState, ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { sectionDataKeys } from '../lib/first-screen-keys';
import { useMarketingTexts } from '../lib/marketing-texts';
import { groupFaqs, TEASER_CATEGORY_LIMIT, TEASER_QUESTION_LIMIT, type FaqGroup } from '../lib/group-faqs';
import { FaqItem } from './faq-item';

function FaqCategory({ group, headingLevel }: { group: FaqGroup; headingLevel: 'h2' | 'h3' }) {
  const { t } = useMarketingTexts();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const Heading = headingLevel;
  const hasMore = group.faqs.length > TEASER_QUESTION_LIMIT;
  const shown = expanded ? group.faqs : group.faqs.slice(0, TEASER_QUESTION_LIMIT);
  return (
    <div className="faq-category">
      <Heading className="faq-category__title">{group.category}</Heading>
      <ul className="faq-list" id={listId}>
        {shown.map((faq) => (
          <FaqItem key={faq.id} faq={faq} headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'} />
        ))}
      </ul>
      {hasMore ? (
        <button
          type="button"
          className="button button--small button--secondary faq-category__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('faqTeaser.viewLess') : t('faqTeaser.viewMore')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The FAQ teaser: FAQs grouped by category, the first 4 categories, 3 questions each
 * with View More / View Less, and the 'see more faq' button to the full list.
 */
export function FaqTeaser({ categoryHeading }: { categoryHeading: 'h2' | 'h3' }) {
  const { t } = useMarketingTexts();
  const faqs = useAsyncData(getFaqs, sectionDataKeys.faqs);
  return (
    <>
      {faqs.status === 'loading' ? <LoadingState /> : null}
      {faqs.status === 'error' ? (
        <ErrorState message={t('faqTeaser.loadError', { message: faqs.error.message })} onRetry={faqs.reload} />
      ) : null}
      {faqs.status === 'success' && faqs.data.length === 0 ? <EmptyState message={t('faqTeaser.empty')} /> : null}
      {faqs.status === 'success' && faqs.data.length > 0 ? (
        <div className="faq-teaser">
          {groupFaqs(faqs.data)
            .slice(0, TEASER_CATEGORY_LIMIT)
            .map((group) => (
              <FaqCategory key={group.category} group={group} headingLevel={categoryHeading} />
            ))}
        </div>
      ) : null}
      <p className="faq-teaser__more">
        <Link to="/faq" className="button">
          {t('faqTeaser.seeMore')}
        </Link>
      </p>
    </>
  );
}
