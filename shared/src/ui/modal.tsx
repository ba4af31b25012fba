import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useCommonTexts } from '@chalein/shared/lib/i18n/use-common-texts';
import { useValidationMessage } from '@chalein/shared/lib/i18n/use-validation-texts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The element that last had focus. A form's submit button is disabled while the form sends, and a browser then
 * drops focus to <body>; the Thank You modal that follows must still give focus back to that button.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

/** What opened a modal: the focused element, or, when focus fell to <body>, the last one that had it. */
function findOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** rendered in the footer; the Close button is always there */
  actions?: ReactNode;
  /** the Close button's text, when not 'Close' in the page's language */
  closeLabel?: string;
}

/**
 * A dialog that keeps keyboard focus inside while open, closes on Escape, and gives focus back to whatever
 * opened it.
 */
export function Modal({ title, onClose, children, actions, closeLabel }: ModalProps) {
  const { t } = useCommonTexts();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // the keydown listener is added once; it calls whatever onClose is current
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = findOpener();
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const firstEl = focusable[0]!;
      const lastEl = focusable[focusable.length - 1]!;
      if (event.shiftKey && document.activeElement === firstEl) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault();
        firstEl.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialogRef} tabIndex={-1}>
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        <div className="modal__actions">
          {actions}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {closeLabel ?? t('modal.close')}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The confirmation every form shows after a successful submission, with its reference number when there is one, and
 * what the form adds (`children`: where a driver checks the registration's status).
 */
export function ThankYouModal({
  message,
  reference,
  onClose,
  children,
}: {
  message: string;
  reference?: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  // the form's success message is a key (or the server's text); the form has loaded the messages long before
  const translateMessage = useValidationMessage({ suspend: true });
  const { t } = useCommonTexts();
  return (
    <Modal title={t('thankYou.title')} onClose={onClose}>
      <p>{translateMessage(message)}</p>
      {reference ? (
        <p>
          <Trans t={t} i18nKey="thankYou.reference" values={{ reference }} components={{ strong: <strong /> }} />
        </p>
      ) : null}
      {children}
    </Modal>
  );
}
