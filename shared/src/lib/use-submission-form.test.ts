import type { FormEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@chalein/shared/api/client';
import type { FieldErrors } from '@chalein/shared/lib/validation/common';
import { describeMessageWithoutFieldErrors, useSubmissionForm, type SubmissionFormOptions } from './use-submission-form';

type Field = 'name';

const validate = (values: Record<Field, string>): FieldErrors<Field> => (values.name ? {} : { name: 'Please enter your name.' });

// the hook reads only these two members of the event; a detached form has no fields to focus, which is fine here
function submitEvent(): FormEvent<HTMLFormElement> {
  return { preventDefault: jest.fn(), currentTarget: document.createElement('form') } as unknown as FormEvent<HTMLFormElement>;
}

function renderForm(overrides: Partial<SubmissionFormOptions<Field>> = {}) {
  const send = jest.fn<ReturnType<SubmissionFormOptions<Field>['send']>, Parameters<SubmissionFormOptions<Field>['send']>>();
  send.mockResolvedValue({ message: 'Thank you.', reference: 'REF-1' });
  const hook = renderHook(() =>
    useSubmissionForm<Field>({
      initial: { name: '' },
      validate,
      missingConsentMessage: 'Please agree.',
      send,
      describeFailure: describeMessageWithoutFieldErrors,
      ...overrides,
    }),
  );
  return { ...hook, send };
}

test('refuses to send with field and consent errors, and editing or ticking clears them', async () => {
  const { result, send } = renderForm();
  await act(() => result.current.handleSubmit(submitEvent()));
  expect(send).not.toHaveBeenCalled();
  expect(result.current.errors).toEqual({ name: 'Please enter your name.' });
  expect(result.current.consentError).toBe('Please agree.');
  expect(result.current.status).toBe('idle');
  act(() => result.current.setValue('name', 'Asha'));
  act(() => result.current.setConsent(true));
  expect(result.current.errors).toEqual({});
  expect(result.current.consentError).toBeUndefined();
});

test('a form without a consent box sends without one', async () => {
  const { result, send } = renderForm({ missingConsentMessage: undefined });
  act(() => result.current.setValue('name', 'Asha'));
  await act(() => result.current.handleSubmit(submitEvent()));
  expect(send).toHaveBeenCalledWith({ name: 'Asha' }, false);
  expect(result.current.consentError).toBeUndefined();
});

test('a successful send confirms with the reference, empties the form and closes back to idle', async () => {
  const { result, send } = renderForm();
  act(() => result.current.setValue('name', 'Asha'));
  act(() => result.current.setConsent(true));
  await act(() => result.current.handleSubmit(submitEvent()));
  expect(send).toHaveBeenCalledWith({ name: 'Asha' }, true);
  expect(result.current.status).toBe('success');
  expect(result.current.confirmation).toEqual({ message: 'Thank you.', reference: 'REF-1' });
  expect(result.current.values).toEqual({ name: '' });
  expect(result.current.consent).toBe(false);
  act(() => result.current.closeConfirmation());
  expect(result.current.status).toBe('idle');
  expect(result.current.confirmation).toBeUndefined();
});

test('a refused send keeps what was typed and puts the server messages beside the fields and the consent box', async () => {
  const { result, send } = renderForm();
  send.mockRejectedValue(new ApiError('Check the form.', 400, { name: 'Name is too long.', consent: 'Consent is required.' }));
  act(() => result.current.setValue('name', 'Asha'));
  act(() => result.current.setConsent(true));
  await act(() => result.current.handleSubmit(submitEvent()));
  expect(result.current.status).toBe('error');
  expect(result.current.values).toEqual({ name: 'Asha' });
  expect(result.current.errors).toEqual({ name: 'Name is too long.' });
  expect(result.current.consentError).toBe('Consent is required.');
  // the field messages say it all, so no second message under the form
  expect(result.current.failure).toBeUndefined();
});

test('a failed send without field messages keeps the described failure', async () => {
  const { result, send } = renderForm();
  send.mockRejectedValue(new ApiError('Too many requests.', 429));
  act(() => result.current.setValue('name', 'Asha'));
  act(() => result.current.setConsent(true));
  await act(() => result.current.handleSubmit(submitEvent()));
  expect(result.current.status).toBe('error');
  expect(result.current.failure).toBe('Too many requests.');
});
