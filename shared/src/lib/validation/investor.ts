// The investor enquiry form's rules and messages (the server checks them again).
import {
  type FieldErrors,
  MAX_MESSAGE_LENGTH,
  MAX_TEXT_LENGTH,
  checkIndianMobile,
  isValidEmail,
  normaliseIndianMobile,
  refuseHiddenCharacters,
} from './common';

export const investorMessages = {
  fullNameRequired: 'investor.fullNameRequired',
  emailRequired: 'investor.emailRequired',
  emailInvalid: 'investor.emailInvalid',
  phoneRequired: 'investor.phoneRequired',
  phoneInvalid: 'investor.phoneInvalid',
  alternativeRequired: 'investor.alternativeRequired',
  alternativeInvalid: 'investor.alternativeInvalid',
  alternativeSame: 'investor.alternativeSame',
  descriptionRequired: 'investor.descriptionRequired',
  tooLong: 'common.tooLong',
  success: 'investor.success',
  failure: 'investor.failure',
} as const;

export interface InvestorInput {
  strFullName: string;
  strEmail: string;
  iMobile: string;
  iAlternativeMobile: string;
  strDescription: string;
}

export function validateInvestor(input: InvestorInput): FieldErrors<keyof InvestorInput> {
  const m = investorMessages;
  const errors: FieldErrors<keyof InvestorInput> = {};
  if (!input.strFullName.trim()) errors.strFullName = m.fullNameRequired;
  else if (input.strFullName.length > MAX_TEXT_LENGTH) errors.strFullName = m.tooLong;
  if (!input.strEmail.trim()) errors.strEmail = m.emailRequired;
  else if (!isValidEmail(input.strEmail) || input.strEmail.length > 254) errors.strEmail = m.emailInvalid;
  const mobile = checkIndianMobile(input.iMobile, { required: m.phoneRequired, invalid: m.phoneInvalid });
  if (mobile) errors.iMobile = mobile;
  const alternative = checkIndianMobile(input.iAlternativeMobile, { required: m.alternativeRequired, invalid: m.alternativeInvalid });
  if (alternative) errors.iAlternativeMobile = alternative;
  else if (normaliseIndianMobile(input.iAlternativeMobile) === normaliseIndianMobile(input.iMobile)) {
    errors.iAlternativeMobile = m.alternativeSame;
  }
  if (!input.strDescription.trim()) errors.strDescription = m.descriptionRequired;
  else if (input.strDescription.length > MAX_MESSAGE_LENGTH) errors.strDescription = m.tooLong;
  return refuseHiddenCharacters(input, errors);
}
