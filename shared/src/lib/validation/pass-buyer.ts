// The pass buyer details modal's rules and messages (the server checks them again).
import { type FieldErrors, MAX_TEXT_LENGTH, checkIndianMobile, isValidEmail, refuseHiddenCharacters } from './common';

export const passBuyerMessages = {
  nameRequired: 'passBuyer.nameRequired',
  mobileRequired: 'passBuyer.mobileRequired',
  mobileInvalid: 'passBuyer.mobileInvalid',
  emailRequired: 'passBuyer.emailRequired',
  emailInvalid: 'passBuyer.emailInvalid',
  genderRequired: 'passBuyer.genderRequired',
  tooLong: 'common.tooLong',
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
export const passBuyerConsentMessage = 'passBuyer.consentRequired';
