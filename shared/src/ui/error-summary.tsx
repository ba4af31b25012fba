import { useCommonTexts } from '@chalein/shared/lib/i18n/use-common-texts';

interface Props {
  /** fields in error since the last refused submit; nothing shows at 0 */
  count: number;
  /** the form's own words for the count; by default 'Please correct the 3 fields marked below.' in the page's language */
  describe?: (count: number) => string;
  className?: string;
}

/**
 * The announced summary at the top of a form after a refused submit: it says how many fields need correcting, while
 * focus goes to the first of them (docs/decisions/0019-forms.md).
 */
export function ErrorSummary({ count, describe, className = 'error-summary' }: Props) {
  // read before a refused submit shows it, so the texts are there by then
  const { t } = useCommonTexts();
  if (count === 0) return null;
  return (
    <div className={className} role="alert">
      <p>{describe ? describe(count) : t('errorSummary.fieldsToCorrect', { count })}</p>
    </div>
  );
}
