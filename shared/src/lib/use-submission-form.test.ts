import type { FormEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@chalein/shared/api/client';
import type { FieldErrors } from '@chalein/shared/lib/validation/common';
import { describeMessageWithoutFieldErrors, useSubmissionForm, type SubmissionFormOptions } from './use-submission-form';

type Field = 'name';

const validate = (values: Record<Field, string>): FieldErrors<Field> => (values.name ? {} : { name: 'Please enter your name.' });

// the hook reads only these two members of the event; a detached form has no fields to focus, which is fine here
function submitEvent(form = document.createElement('form')): FormEvent<HTMLFormElement> {
  return { preventDefault: jest.fn(), currentTarget: form } as unknown as FormEvent<HTMLFormElement>;
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
  expect(send).toHaveBeenCalledWith({ name: 'Asha' }, false, expect.any(String));
  expect(result.current.consentError).toBeUndefined();
});

test('a successful send confirms with the reference, empties the form and closes back to idle', async () => {
  const { result, send } = renderForm();
  act(() => result.current.setValue('name', 'Asha'));
  act(() => result.current.setConsent(true));
  await act(() => result.current.handleSubmit(submitEvent()));
  expect(send).toHaveBeenCalledWith({ name: 'Asha' }, true, expect.any(String));
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

describe('the idempotency key of each send', () => {
  /** The key the n-th send (from 0) was given. */
  const keyOf = (send: jest.Mock, n: number) => send.mock.calls[n]?.[2] as string | undefined;

  async function fillAndSend(result: ReturnType<typeof renderForm>['result'], form?: HTMLFormElement) {
    await act(() => result.current.handleSubmit(submitEvent(form)));
  }

  function readyForm() {
    const rendered = renderForm();
    act(() => rendered.result.current.setValue('name', 'Asha'));
    act(() => rendered.result.current.setConsent(true));
    return rendered;
  }

  test('a retry after a network failure or a 5xx sends the same key, and after it is stored a new one', async () => {
    const { result, send } = readyForm();
    send.mockRejectedValueOnce(new ApiError('Network Error: the server could not be reached.', null));
    send.mockRejectedValueOnce(new ApiError('Something went wrong.', 503));
    await fillAndSend(result);
    await fillAndSend(result);
    await fillAndSend(result);
    expect(keyOf(send, 0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(send, 1)).toBe(keyOf(send, 0));
    expect(keyOf(send, 2)).toBe(keyOf(send, 0));
    expect(result.current.status).toBe('success');
    // the next message is another submission
    act(() => result.current.closeConfirmation());
    act(() => result.current.setValue('name', 'Kiran'));
    act(() => result.current.setConsent(true));
    await fillAndSend(result);
    expect(keyOf(send, 3)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(send, 3)).not.toBe(keyOf(send, 0));
  });

  test('a value changed after a failed send makes the next send a new submission', async () => {
    const { result, send } = readyForm();
    send.mockRejectedValueOnce(new ApiError('Something went wrong.', 500));
    await fillAndSend(result);
    act(() => result.current.setValue('name', 'Asha Rao'));
    await fillAndSend(result);
    expect(keyOf(send, 1)).not.toBe(keyOf(send, 0));
    expect(send).toHaveBeenLastCalledWith({ name: 'Asha Rao' }, true, keyOf(send, 1));
  });

  test('the first send of a submit held before hydration uses the key the starter put in the form', async () => {
    const form = document.createElement('form');
    form.innerHTML = '<input type="hidden" name="idempotencyKey" value="0b9d6c1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e">';
    const { result, send } = readyForm();
    send.mockRejectedValueOnce(new ApiError('Something went wrong.', 502));
    await fillAndSend(result, form);
    await fillAndSend(result, form);
    expect(keyOf(send, 0)).toBe('0b9d6c1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e');
    expect(keyOf(send, 1)).toBe('0b9d6c1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e');
    act(() => result.current.closeConfirmation());
    act(() => result.current.setValue('name', 'Kiran'));
    act(() => result.current.setConsent(true));
    await fillAndSend(result, form);
    expect(keyOf(send, 2)).not.toBe('0b9d6c1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e');
  });
});
