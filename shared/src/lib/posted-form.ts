import { useFirstScreenValue } from '@chalein/shared/lib/use-async-data';

// A form posted without JavaScript (docs/decisions/0036-forms-without-javascript.md): the browser sends it to the page's
// own address, the server checks it through the API and answers either a redirect to the page with a thank-you, or
// the page again with this state: what was typed and the API's field messages. The state travels with the page's
// first-screen data, so the server's render and the browser's hydration start from the same values.

/** The hidden field that names which form a post is (the newsletter's form is on every page). */
export const FORM_NAME_FIELD = 'chaleinForm';

/** The hidden field the starter fills with a fresh key on submit; the server sends it on as `Idempotency-Key`. */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';

/** The first-screen data key of a posted form's state. */
export const POSTED_FORM_DATA_KEY = 'chalein:posted-form';

export const postedFormNames = [
  'contact',
  'investor',
  'support',
  'newsletter',
  'job-application',
  'driver-registration',
  'driver-status',
  'driver-document',
] as const;
export type PostedFormName = (typeof postedFormNames)[number];

export function isPostedFormName(value: unknown): value is PostedFormName {
  return typeof value === 'string' && (postedFormNames as readonly string[]).includes(value);
}

/** What the page shows about a form the server received from a browser without scripts. */
export interface PostedFormState {
  form: PostedFormName;
  /** what was typed, by field name (a ticked box is 'on') */
  values: Record<string, string>;
  /** the API's field messages, by field name */
  errors: Record<string, string>;
  /** the API's message when it named no field (the send failed as a whole) */
  failure?: string;
  /** files were part of the post: they are not kept, and the page says so */
  filesDropped?: boolean;
  /** the post was stored (after the redirect): the thank-you, with the submission's reference when it has one */
  sent?: { reference?: string };
  /**
   * the API's answer, for a form its page answers in place rather than with a redirect (the driver status lookup:
   * what it shows is one visitor's, and no cookie should carry it); the page checks its shape before using it
   */
  answer?: unknown;
}

/** Said beside a form's file fields when the server sends the form back: a browser never refills a file input. */
export const CHOOSE_FILES_AGAIN_MESSAGE = 'Choose your files again: files are not kept when a form is sent back.';

function isPostedFormState(value: unknown): value is PostedFormState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<PostedFormState>;
  return isPostedFormName(state.form) && typeof state.values === 'object' && typeof state.errors === 'object';
}

/** The server's state of the form named `form` when this page answers its post; undefined otherwise. */
export function usePostedForm(form: PostedFormName | undefined): PostedFormState | undefined {
  const value = useFirstScreenValue(POSTED_FORM_DATA_KEY);
  return form !== undefined && isPostedFormState(value) && value.form === form ? value : undefined;
}
