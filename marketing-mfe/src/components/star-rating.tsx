import { useMarketingTexts } from '../lib/marketing-texts';

const MAX_STARS = 5;
// a drawing, hidden from screen readers (the label reads the rating): the same in every language
const STAR = '\u2605';

/** Stars from a rating (a rating is a number of stars), read out as "Rated 4 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useMarketingTexts();
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(rating)));
  return (
    <p className="star-rating" role="img" aria-label={t('starRating.label', { rating: filled, max: MAX_STARS })}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <span
          key={index}
          className={index < filled ? 'star-rating__star star-rating__star--filled' : 'star-rating__star'}
          aria-hidden="true"
        >
          {STAR}
        </span>
      ))}
    </p>
  );
}
