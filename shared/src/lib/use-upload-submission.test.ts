import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@chalein/shared/api/client';
import type { SubmissionReceipt } from '@chalein/shared/api/types';
import type { FieldErrors } from '@chalein/shared/lib/validation/common';
import { toPercent, useUploadSubmission, type UploadSteps } from './use-upload-submission';

type Field = 'name' | 'resume';

function renderUpload(postedFailure?: string) {
  const refuse = jest.fn<void, [HTMLFormElement, FieldErrors<Field>]>();
  const setErrors = jest.fn<void, [FieldErrors<Field>]>();
  const pickFieldErrors = (fieldErrors: Readonly<Record<string, string>>): FieldErrors<Field> =>
    fieldErrors.name ? { name: fieldErrors.name } : {};
  const hook = renderHook(() => useUploadSubmission<Field>({ postedFailure, pickFieldErrors, refuse, setErrors }));
  return { ...hook, refuse, setErrors };
}

/** Steps whose send waits until the test answers it, reporting progress through `progress`. */
function buildSteps(found: FieldErrors<Field> = {}) {
  let answer: { resolve: (receipt: SubmissionReceipt) => void; reject: (error: unknown) => void } | undefined;
  let progress: (fraction: number) => void = () => undefined;
  const steps = {
    check: jest.fn(async () => found),
    send: jest.fn(
      (onProgress: (fraction: number) => void, _idempotencyKey: string) =>
        new Promise<SubmissionReceipt>((resolve, reject) => {
          progress = onProgress;
          answer = { resolve, reject };
        }),
    ),
    clear: jest.fn(),
  } satisfies UploadSteps<Field>;
  return {
    steps,
    report: (fraction: number) => progress(fraction),
    answer: () => {
      if (!answer) throw new Error('nothing was sent');
      return answer;
    },
  };
}

const form = () => document.createElement('form');

test('a form refused by its own check is not sent: its errors go to the fields and nothing is cleared', async () => {
  const { result, refuse } = renderUpload();
  const { steps } = buildSteps({ resume: 'Please upload your resume.' });
  const element = form();
  await act(() => result.current.submit(element, steps));
  expect(steps.send).not.toHaveBeenCalled();
  expect(refuse).toHaveBeenCalledWith(element, { resume: 'Please upload your resume.' });
  expect(steps.clear).not.toHaveBeenCalled();
  expect(result.current.status).toEqual({ kind: 'idle' });
});

test('while sending the status is submitting with the share uploaded, and a second submit sends nothing more', async () => {
  const { result, setErrors } = renderUpload();
  const { steps, report, answer } = buildSteps();
  let sending: Promise<void> = Promise.resolve();
  await act(async () => {
    sending = result.current.submit(form(), steps);
  });
  expect(setErrors).toHaveBeenCalledWith({});
  expect(result.current.status).toEqual({ kind: 'submitting', percent: 0 });
  act(() => report(0.424));
  expect(result.current.status).toEqual({ kind: 'submitting', percent: 42 });
  await act(() => result.current.submit(form(), steps));
  expect(steps.send).toHaveBeenCalledTimes(1);

  await act(async () => {
    answer().resolve({ reference: 'JA-2026-00042' });
    await sending;
  });
  expect(result.current.status).toEqual({ kind: 'success', reference: 'JA-2026-00042' });
  expect(steps.clear).toHaveBeenCalledTimes(1);
  act(() => result.current.closeConfirmation());
  expect(result.current.status).toEqual({ kind: 'idle' });
});

test("the server's field messages go beside the fields; any other failure keeps the form and says the server's reason", async () => {
  const { result, refuse } = renderUpload();
  const refused = buildSteps();
  let sending: Promise<void> = Promise.resolve();
  await act(async () => {
    sending = result.current.submit(form(), refused.steps);
  });
  await act(async () => {
    refused.answer().reject(new ApiError('Please check the form.', 400, { name: 'Name is required' }));
    await sending;
  });
  expect(refuse).toHaveBeenCalledWith(expect.any(HTMLFormElement), { name: 'Name is required' });
  expect(result.current.status).toEqual({ kind: 'idle' });

  const failed = buildSteps();
  await act(async () => {
    sending = result.current.submit(form(), failed.steps);
  });
  await act(async () => {
    failed.answer().reject(new ApiError('Something went wrong on our side.', 500));
    await sending;
  });
  expect(result.current.status).toEqual({ kind: 'error', reason: 'Something went wrong on our side.' });
  expect(failed.steps.clear).not.toHaveBeenCalled();
});

test('a send repeated after a server failure carries the same key; a stored submission makes the next one new', async () => {
  const { result } = renderUpload();
  const keysSent: string[] = [];
  const send = async (outcome: 'fail' | 'store') => {
    const steps = buildSteps().steps;
    steps.send.mockImplementation((_onProgress: (fraction: number) => void, key: string) => {
      keysSent.push(key);
      return outcome === 'fail' ? Promise.reject(new ApiError('Server error', 503)) : Promise.resolve({ reference: 'R-1' });
    });
    await act(() => result.current.submit(form(), steps));
  };
  await send('fail');
  await send('store');
  await send('store');
  expect(keysSent[0]).toBe(keysSent[1]);
  expect(keysSent[2]).not.toBe(keysSent[1]);
});

test('a form sent back by the server without scripts starts with its failure', () => {
  const { result } = renderUpload('Error submitting form. Please try again later.');
  expect(result.current.status).toEqual({ kind: 'error', reason: 'Error submitting form. Please try again later.' });
});

test('progress is a whole percentage from 0 to 100', () => {
  expect([toPercent(-0.1), toPercent(0.005), toPercent(0.424), toPercent(1), toPercent(1.2)]).toEqual([0, 1, 42, 100, 100]);
});
