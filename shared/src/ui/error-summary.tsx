/** 'Please correct the 3 fields marked below.' */
export function describeFieldsToCorrect(count: number): string {
  return count === 1 ? 'Please correct the field marked below.' : `Please correct the ${count} fields marked below.`;
}

interface Props {
  /** fields in error since the last refused submit; nothing shows at 0 */
  count: number;
  describe?: (count: number) => string;
  className?: string;
}

/**
 * The announced summary at the top of a form after a refused submit: it says how many fields need correcting, while
 * focus goes to the first of them (docs/decisions/0019-forms.md).
 */
export function ErrorSummary({ count, describe = describeFieldsToCorrect, className = 'error-summary' }: Props) {
  if (count === 0) return null;
  return (
    <div className={className} role="alert">
      <p>{describe(count)}</p>
    </div>
  );
}
