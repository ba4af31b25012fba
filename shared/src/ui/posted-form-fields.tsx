import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useHref, useLocation } from 'react-router-dom';
import { useCommonTexts } from '@chalein/shared/lib/i18n/use-common-texts';
import { FORM_NAME_FIELD, IDEMPOTENCY_KEY_FIELD, type PostedFormName } from '@chalein/shared/lib/posted-form';
import { useValidationMessage } from '@chalein/shared/lib/i18n/use-validation-texts';

/**
 * The attributes that make a form work without scripts: posted (never a GET, which would put what was typed in the
 * address) to the page's own address, as multipart when it carries files (docs/decisions/0036-forms-without-javascript.md).
 * The address with the router's basename, the language's prefix: a Hindi page's form posts to its Hindi address, and
 * its answer comes back in Hindi.
 */
export function usePostedFormProps(withFiles = false): { method: 'post'; action: string; encType?: 'multipart/form-data' } {
  const { pathname } = useLocation();
  const action = useHref({ pathname });
  return withFiles ? { method: 'post', action, encType: 'multipart/form-data' } : { method: 'post', action };
}

/**
 * The hidden fields every form carries for its post without scripts: which form it is, and the idempotency key the
 * starter fills on submit (empty in the server's HTML, so a page kept in the cache holds no visitor's key).
 */
export function PostedFormFields({ form }: { form: PostedFormName }) {
  return (
    <>
      <input type="hidden" name={FORM_NAME_FIELD} value={form} />
      <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} defaultValue="" />
    </>
  );
}

/**
 * The thank-you of a form stored from a post without scripts, shown by the page the post was redirected to, with what
 * the form adds (`children`), as ThankYouModal.
 */
export function PostedThankYou({ message, reference, children }: { message: string; reference?: string; children?: ReactNode }) {
  // rendered by the server with the page: its message (a key) is written out there, in the page's language
  const translateMessage = useValidationMessage({ suspend: true });
  const { t } = useCommonTexts();
  return (
    <div className="form-message--success posted-thank-you" role="status">
      <h2>{t('thankYou.title')}</h2>
      <p>{translateMessage(message)}</p>
      {reference ? (
        <p>
          <Trans t={t} i18nKey="thankYou.reference" values={{ reference }} components={{ strong: <strong /> }} />
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** Said beside a form's file fields when the server sends the form back: a browser never refills a file input. */
export function FilesDroppedNote() {
  const { t } = useCommonTexts();
  return (
    <p className="field__hint posted-files-note" role="note">
      {t('postedForm.chooseFilesAgain')}
    </p>
  );
}
