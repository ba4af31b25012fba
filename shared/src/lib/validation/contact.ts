// The Contact Us form's rules and messages (the server checks them again).
import { type FieldErrors, MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH, checkIndianMobile, isValidEmail, refuseHiddenCharacters } from './common';

export const contactMessages = {
  firstNameRequired: 'contact.firstNameRequired',
  lastNameRequired: 'contact.lastNameRequired',
  emailRequired: 'contact.emailRequired',
  emailInvalid: 'contact.emailInvalid',
  phoneRequired: 'contact.phoneRequired',
  phoneInvalid: 'contact.phoneInvalid',
  messageRequired: 'contact.messageRequired',
  addressRequired: 'contact.addressRequired',
  tooLong: 'common.tooLong',
  success: 'contact.success',
  failure: 'contact.failure',
} as const;

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  phone_number: string;
  message: string;
  address: string;
}

export function validateContact(input: ContactInput): FieldErrors<keyof ContactInput> {
  const m = contactMessages;
  const errors: FieldErrors<keyof ContactInput> = {};
  if (!input.firstName.trim()) errors.firstName = m.firstNameRequired;
  else if (input.firstName.length > MAX_TEXT_LENGTH) errors.firstName = m.tooLong;
  if (!input.lastName.trim()) errors.lastName = m.lastNameRequired;
  else if (input.lastName.length > MAX_TEXT_LENGTH) errors.lastName = m.tooLong;
  if (!input.email.trim()) errors.email = m.emailRequired;
  else if (!isValidEmail(input.email) || input.email.length > 254) errors.email = m.emailInvalid;
  const phone = checkIndianMobile(input.phone_number, { required: m.phoneRequired, invalid: m.phoneInvalid });
  if (phone) errors.phone_number = phone;
  if (!input.address.trim()) errors.address = m.addressRequired;
  else if (input.address.length > MAX_TEXT_LENGTH * 2) errors.address = m.tooLong;
  if (!input.message.trim()) errors.message = m.messageRequired;
  else if (input.message.length > MAX_MESSAGE_LENGTH) errors.message = m.tooLong;
  return refuseHiddenCharacters(input, errors);
}
