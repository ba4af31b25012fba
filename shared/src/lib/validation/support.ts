// The support ticket form's rules and messages (the server checks them again).
import { type FieldErrors, MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH, refuseHiddenCharacters } from './common';

export const ticketTypes = ['Sales Query', 'Technical Query', 'Account Query'] as const;

export const supportMessages = {
  ticketTypeRequired: 'support.ticketTypeRequired',
  subjectRequired: 'support.subjectRequired',
  descriptionRequired: 'support.descriptionRequired',
  tooLong: 'common.tooLong',
  success: 'support.success',
  failure: 'support.failure',
} as const;

export interface SupportInput {
  strTicketType: string;
  strSubject: string;
  strDescription: string;
}

export function validateSupport(input: SupportInput): FieldErrors<keyof SupportInput> {
  const m = supportMessages;
  const errors: FieldErrors<keyof SupportInput> = {};
  if (!(ticketTypes as readonly string[]).includes(input.strTicketType)) errors.strTicketType = m.ticketTypeRequired;
  if (!input.strSubject.trim()) errors.strSubject = m.subjectRequired;
  else if (input.strSubject.length > MAX_TEXT_LENGTH) errors.strSubject = m.tooLong;
  if (!input.strDescription.trim()) errors.strDescription = m.descriptionRequired;
  else if (input.strDescription.length > MAX_MESSAGE_LENGTH) errors.strDescription = m.tooLong;
  return refuseHiddenCharacters(input, errors);
}
