import { renderHook } from '@testing-library/react';
import { readHeldKey, useIdempotencyKey } from './use-idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A form as the server renders it: the hidden key field, filled when the starter held a submit. */
function buildForm(heldKey = ''): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `<input type="hidden" name="idempotencyKey" value="${heldKey}"><input name="email">`;
  return form;
}

test('reads the hidden field only when the starter filled it', () => {
  expect(readHeldKey(buildForm('held-key-123'))).toBe('held-key-123');
  expect(readHeldKey(buildForm())).toBeUndefined();
  expect(readHeldKey(document.createElement('form'))).toBeUndefined();
  expect(readHeldKey(null)).toBeUndefined();
});

test('keeps one key for every send of an attempt, and a new one after it', () => {
  const { result } = renderHook(() => useIdempotencyKey());
  const first = result.current.takeKey(buildForm());
  expect(first).toMatch(UUID_V4);
  // a network failure, a 5xx, a rate limit, a send still running elsewhere: the retry is the same submission
  for (const status of [null, 500, 503, 429, 409]) {
    result.current.keepKeyAfterFailure(status);
    expect(result.current.takeKey(buildForm())).toBe(first);
  }
  result.current.renewKey();
  const second = result.current.takeKey(buildForm());
  expect(second).toMatch(UUID_V4);
  expect(second).not.toBe(first);
  // the key was used for other content: start again
  result.current.keepKeyAfterFailure(422);
  expect(result.current.takeKey(buildForm())).not.toBe(second);
});

test('sends a submit held before hydration with the key the starter gave it, once', () => {
  const { result } = renderHook(() => useIdempotencyKey());
  const form = buildForm('5f0c7a2e-1b3d-4c5e-8f9a-0b1c2d3e4f50');
  expect(result.current.takeKey(form)).toBe('5f0c7a2e-1b3d-4c5e-8f9a-0b1c2d3e4f50');
  result.current.keepKeyAfterFailure(null);
  expect(result.current.takeKey(form)).toBe('5f0c7a2e-1b3d-4c5e-8f9a-0b1c2d3e4f50');
  // stored: the next submission is a new one, even though the field still holds the held key
  result.current.renewKey();
  const next = result.current.takeKey(form);
  expect(next).toMatch(UUID_V4);
  expect(next).not.toBe('5f0c7a2e-1b3d-4c5e-8f9a-0b1c2d3e4f50');
});

test('the functions stay the same across renders', () => {
  const { result, rerender } = renderHook(() => useIdempotencyKey());
  const before = result.current;
  rerender();
  expect(result.current).toBe(before);
});
