import { useState } from 'react';
import { useFormState } from '@chalein/shared/lib/use-form';
import type { FieldErrors } from '@chalein/shared/lib/validation/common';
import type { BuyerDetails, BuyerField } from '../components/buyer-details-modal';

type BuyerTextField = Exclude<BuyerField, 'consent'>;

const emptyBuyerText: Record<BuyerTextField, string> = { name: '', mobile: '', email: '', gender: '' };

/**
 * The details modal's answers on the shared form hook: the text fields and the consent box, their errors, and the
 * refused-submit step. The modal owns the form element, so it moves focus when `refusals` goes up.
 */
export function useBuyerDetails() {
  const form = useFormState<BuyerTextField, BuyerField>(emptyBuyerText);
  const [consent, setConsent] = useState(false);
  const [refusals, setRefusals] = useState(0);

  const setValue = <K extends BuyerField>(field: K, value: BuyerDetails[K]) => {
    // editing a field clears its error
    if (field === 'consent') {
      setConsent(value === true);
      form.clearError('consent');
    } else form.setValue(field as BuyerTextField, String(value));
  };

  /** errors found on Pay Now, or named by the server: the summary shows and the first of them takes focus */
  const refuse = (found: FieldErrors<BuyerField>) => {
    form.refuse(null, found);
    setRefusals((count) => count + 1);
  };

  const values: BuyerDetails = { ...form.values, consent };
  return { values, errors: form.errors, setErrors: form.setErrors, setValue, refuse, refusals, summaryCount: form.summaryCount };
}
