// The job application form's rules and messages, the resume included (the server checks them again).
import { type FieldErrors, MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH, checkIndianMobile, isValidEmail, refuseHiddenCharacters } from './common';
import { RESUME_MAX_BYTES } from './uploaded-files';

export const genderOptions = ['Male', 'Female', 'Other', 'prefer not to disclose'] as const;

// the limit lives with the upload messages that quote it; the form and the server read it here
export { RESUME_MAX_BYTES };
export const resumeMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export const jobApplicationMessages = {
  nameRequired: 'jobApplication.nameRequired',
  genderRequired: 'jobApplication.genderRequired',
  priorExperienceRequired: 'jobApplication.priorExperienceRequired',
  currentLocationRequired: 'jobApplication.currentLocationRequired',
  numberRequired: 'jobApplication.numberRequired',
  numberInvalid: 'jobApplication.numberInvalid',
  emailRequired: 'jobApplication.emailRequired',
  emailInvalid: 'jobApplication.emailInvalid',
  resumeType: 'jobApplication.resumeType',
  resumeRequired: 'jobApplication.resumeRequired',
  resumeTooLarge: 'jobApplication.resumeTooLarge',
  referenceEmailInvalid: 'jobApplication.referenceEmailInvalid',
  /** the application form asks for consent to use what it collects (docs/decisions/0002-dpdp-consent.md) */
  consentRequired: 'jobApplication.consentRequired',
  tooLong: 'common.tooLong',
  success: 'jobApplication.success',
  failure: 'jobApplication.failure',
} as const;

export interface JobApplicationInput {
  name: string;
  gender: string;
  current_location: string;
  number: string;
  email: string;
  additional_information: string;
  prior_experience: string;
  reference_person_name: string;
  reference_person_email: string;
}

export function validateJobApplication(input: JobApplicationInput): FieldErrors<keyof JobApplicationInput> {
  const m = jobApplicationMessages;
  const errors: FieldErrors<keyof JobApplicationInput> = {};
  if (!input.name.trim()) errors.name = m.nameRequired;
  else if (input.name.length > MAX_TEXT_LENGTH) errors.name = m.tooLong;
  if (!(genderOptions as readonly string[]).includes(input.gender)) errors.gender = m.genderRequired;
  if (input.prior_experience !== '1' && input.prior_experience !== '0') errors.prior_experience = m.priorExperienceRequired;
  if (!input.current_location.trim()) errors.current_location = m.currentLocationRequired;
  else if (input.current_location.length > MAX_TEXT_LENGTH) errors.current_location = m.tooLong;
  const number = checkIndianMobile(input.number, { required: m.numberRequired, invalid: m.numberInvalid });
  if (number) errors.number = number;
  if (!input.email.trim()) errors.email = m.emailRequired;
  else if (!isValidEmail(input.email) || input.email.length > 254) errors.email = m.emailInvalid;
  if (input.reference_person_email.trim() && !isValidEmail(input.reference_person_email)) {
    errors.reference_person_email = m.referenceEmailInvalid;
  }
  if (input.reference_person_name.length > MAX_TEXT_LENGTH) errors.reference_person_name = m.tooLong;
  if (input.additional_information.length > MAX_MESSAGE_LENGTH) errors.additional_information = m.tooLong;
  return refuseHiddenCharacters(input, errors);
}

/** Checks a chosen resume by its declared type and size (the server checks its bytes as well). */
export function validateResumeFile(file: { type: string; size: number } | null): string | undefined {
  if (!file) return jobApplicationMessages.resumeRequired;
  if (!(resumeMimeTypes as readonly string[]).includes(file.type)) return jobApplicationMessages.resumeType;
  if (file.size > RESUME_MAX_BYTES) return jobApplicationMessages.resumeTooLarge;
  return undefined;
}
