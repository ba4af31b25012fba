import { readEnglishMessage, readEnglishMessages } from '@chalein/testing/validation-messages';
import { validateJobApplication, validateResumeFile } from './job-application';
import { jobApplicationAnswers } from '@chalein/testing/fixtures/job-application';

test('job application: the spec messages, odd spacing included', () => {
  const errors = validateJobApplication({
    name: '',
    gender: '',
    current_location: '',
    number: '',
    email: '',
    additional_information: '',
    prior_experience: '',
    reference_person_name: '',
    reference_person_email: '',
  });
  expect(readEnglishMessages(errors)).toEqual({
    name: 'Name is required.',
    gender: 'Gender is required.',
    prior_experience: 'prior experience  is required.',
    current_location: 'Current location is required.',
    number: 'Contact number is required.',
    email: 'Email is required.',
  });
  expect(readEnglishMessage(validateJobApplication({ ...jobApplicationAnswers, number: '12345' }).number)).toBe(
    'Contact number must be a 10-digit number.',
  );
});

test('resumes: PDF, DOC or DOCX up to 5 MB', () => {
  expect(readEnglishMessage(validateResumeFile({ type: 'application/pdf', size: 1000 }))).toBeUndefined();
  expect(readEnglishMessage(validateResumeFile({ type: 'image/png', size: 1000 }))).toBe('Please upload a PDF, DOC, or DOCX file.');
  expect(readEnglishMessage(validateResumeFile({ type: 'application/pdf', size: 6 * 1024 * 1024 }))).toBe(
    'The resume must be 5 MB or smaller.',
  );
});
