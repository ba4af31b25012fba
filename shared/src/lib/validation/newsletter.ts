// The footer newsletter form's rule.
import { type FieldErrors, hasHiddenCharacters, hiddenCharactersMessage, isValidEmail } from './common';

export const newsletterMessages = {
  required: 'newsletter.required',
  invalid: 'newsletter.invalid',
  success: 'newsletter.success',
  failure: 'newsletter.failure',
} as const;

export function validateNewsletter(input: { email: string }): FieldErrors<'email'> {
  if (hasHiddenCharacters(input.email)) return { email: hiddenCharactersMessage };
  if (!input.email.trim()) return { email: newsletterMessages.required };
  if (!isValidEmail(input.email) || input.email.length > 254) return { email: newsletterMessages.invalid };
  return {};
}
