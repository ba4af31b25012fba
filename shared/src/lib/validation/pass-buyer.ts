// The pass buyer details modal's rules and messages (the server checks them again).
import { type FieldErrors, MAX_TEXT_LENGTH, checkIndianMobile, isValidEmail, refuseHiddenCharacters } from './common';

export const passBuyerMessages = {
  nameRequired: 'Please enter your name.',
  mobileRequired: 'Please enter your mobile number.',
  mobileInvalid: 'Mobile number must be exactly 10 digits.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  genderRequired: 'Please select your gender.',
  tooLong: 'This is too long.',
} as const;

export const passBuyerGenders = ['Male', 'Female', 'Other'] as const;

export interface PassBuyerInput {
  name: string;
  mobile: string;
  email: string;
  gender: string;
}

export function validatePassBuyer(input: PassBuyerInput): FieldErrors<keyof PassBuyerInput> {
  const m = passBuyerMessages;
  const errors: FieldErrors<keyof PassBuyerInput> = {};
  if (!input.name.trim()) errors.name = m.nameRequired;
  else if (input.name.length > MAX_TEXT_LENGTH) errors.name = m.tooLong;
  const mobile = checkIndianMobile(input.mobile, { required: m.mobileRequired, invalid: m.mobileInvalid });
  if (mobile) errors.mobile = mobile;
  if (!input.email.trim()) errors.email = m.emailRequired;
  else if (!isValidEmail(input.email) || input.email.length > 254) errors.email = m.emailInvalid;
  if (!(passBuyerGenders as readonly string[]).includes(input.gender)) errors.gender = m.genderRequired;
  return refuseHiddenCharacters(input, errors);
}

/** The details modal asks for consent to use what it collects (docs/decisions/0002-dpdp-consent.md); the server checks it too. */
export const passBuyerConsentMessage = 'Please agree to let us use these details to issue your pass.';
