import { useCallback, useMemo, useRef } from 'react';
import { createIdempotencyKey, IDEMPOTENCY_KEY_FIELD } from '@chalein/shared/api/idempotency-key';

// One key per submission (docs/decisions/0035-idempotent-submissions.md): every send of one submission carries the same
// Idempotency-Key, so the server stores it once; what the visitor sends next is another submission, with a new key.

export interface IdempotencyKeys {
  /**
   * The key of the send about to go: the attempt's own, kept since its last send; on a form's first send, the key
   * the page's starter wrote into the form's hidden field while it held a submit sent before hydration (so the held
   * submit and its send are one submission); else a new one.
   */
  takeKey: (form: HTMLFormElement | null) => string;
  /** The attempt is over (stored, or the visitor changed what it sends): the next send is a new submission. */
  renewKey: () => void;
  /**
   * A send failed: a network failure, a 5xx, a rate limit or a 409 (the first send still running) keep the key, so
   * that sending again replays the first one's answer when it was stored after all; a 422 (the key was used for
   * other content) lets it go.
   */
  keepKeyAfterFailure: (status: number | null) => void;
}

/** The value of the form's hidden key field, when the starter has filled it. */
export function readHeldKey(form: HTMLFormElement | null): string | undefined {
  const field = form?.elements.namedItem(IDEMPOTENCY_KEY_FIELD);
  return field instanceof HTMLInputElement && field.value ? field.value : undefined;
}

export function useIdempotencyKey(): IdempotencyKeys {
  const key = useRef<string | undefined>(undefined);
  const sentBefore = useRef(false);

  const takeKey = useCallback((form: HTMLFormElement | null) => {
    if (key.current === undefined) {
      const held = sentBefore.current ? undefined : readHeldKey(form);
      key.current = held ?? createIdempotencyKey();
    }
    sentBefore.current = true;
    return key.current;
  }, []);

  const renewKey = useCallback(() => {
    key.current = undefined;
  }, []);

  const keepKeyAfterFailure = useCallback((status: number | null) => {
    if (status === 422) key.current = undefined;
  }, []);

  return useMemo(() => ({ takeKey, renewKey, keepKeyAfterFailure }), [takeKey, renewKey, keepKeyAfterFailure]);
}
