import { useCallback, useState } from 'react';
import { ApiError } from '@chalein/shared/api/client';
import type { SubmissionReceipt } from '@chalein/shared/api/types';
import { useIdempotencyKey, type IdempotencyKeys } from '@chalein/shared/lib/use-idempotency-key';
import { hasErrors, type FieldErrors } from '@chalein/shared/lib/validation/common';

// The sending of a form with files (the job application, the driver registration): one upload at a time with its
// progress, the server's field messages beside the fields, everything typed and chosen kept through a failure, and
// one Idempotency-Key per submission (docs/decisions/0035-idempotent-submissions.md). What the form checks, sends and
// clears is its own; how it is sent is this.

/** Where the form's submission stands; `submitting` is the only state in which it is being sent. */
export type UploadStatus =
  | { kind: 'idle' }
  | { kind: 'submitting'; percent: number }
  /** `reason`: the server's message when it gave one (it may be shown under the form's own failure message) */
  | { kind: 'error'; reason?: string }
  | { kind: 'success'; reference: string };

export interface UploadSubmissionOptions<E extends string> {
  /** the failure a post without scripts came back with: the form starts showing it */
  postedFailure?: string;
  /** the server's field messages that the form shows beside its own fields */
  pickFieldErrors: (fieldErrors: Readonly<Record<string, string>>) => FieldErrors<E>;
  refuse: (form: HTMLFormElement, errors: FieldErrors<E>) => void;
  setErrors: (errors: FieldErrors<E>) => void;
}

/** One submit of the form: its own check, the upload, and what it clears once the submission is stored. */
export interface UploadSteps<E extends string> {
  check: () => FieldErrors<E> | Promise<FieldErrors<E>>;
  send: (onProgress: (fraction: number) => void, idempotencyKey: string) => Promise<SubmissionReceipt>;
  clear: () => void;
}

export interface UploadSubmission<E extends string> {
  status: UploadStatus;
  /** a change to what the form sends calls `keys.renewKey()`: the next send is another submission */
  keys: IdempotencyKeys;
  submit: (form: HTMLFormElement, steps: UploadSteps<E>) => Promise<void>;
  closeConfirmation: () => void;
}

/** The share of the upload done, as a whole percentage from 0 to 100. */
export function toPercent(fraction: number): number {
  return Math.min(100, Math.max(0, Math.round(fraction * 100)));
}

export function useUploadSubmission<E extends string>(options: UploadSubmissionOptions<E>): UploadSubmission<E> {
  const { postedFailure, pickFieldErrors, refuse, setErrors } = options;
  const [status, setStatus] = useState<UploadStatus>(postedFailure ? { kind: 'error', reason: postedFailure } : { kind: 'idle' });
  const keys = useIdempotencyKey();
  const submitting = status.kind === 'submitting';

  async function submit(form: HTMLFormElement, { check, send, clear }: UploadSteps<E>): Promise<void> {
    if (submitting) return;
    setStatus({ kind: 'idle' });
    const found = await check();
    if (hasErrors(found)) {
      refuse(form, found);
      return;
    }
    setErrors({});
    setStatus({ kind: 'submitting', percent: 0 });
    try {
      const receipt = await send((fraction) => setStatus({ kind: 'submitting', percent: toPercent(fraction) }), keys.takeKey(form));
      keys.renewKey();
      clear();
      setStatus({ kind: 'success', reference: receipt.reference });
    } catch (error) {
      // the server checks the same rules: its field messages go beside the fields (the summary counts them, and the
      // generic failure would only confuse), and nothing typed or chosen is lost
      const apiError = error instanceof ApiError ? error : null;
      keys.keepKeyAfterFailure(apiError ? apiError.status : null);
      const fieldErrors = pickFieldErrors(apiError?.fieldErrors ?? {});
      if (hasErrors(fieldErrors)) {
        setStatus({ kind: 'idle' });
        refuse(form, fieldErrors);
        return;
      }
      setStatus({ kind: 'error', reason: apiError?.message });
    }
  }

  const closeConfirmation = useCallback(() => setStatus({ kind: 'idle' }), []);
  return { status, keys, submit, closeConfirmation };
}
