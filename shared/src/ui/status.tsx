import type { ReactNode } from 'react';
import { useCommonTexts } from '@chalein/shared/lib/i18n/use-common-texts';

/** Shown while something loads; announced politely to screen readers. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useCommonTexts();
  return (
    <div className="status status--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('status.loading')}</span>
    </div>
  );
}

/** A failure the user should see, with an optional Retry. */
export function ErrorState({ message, onRetry, children }: { message: string; onRetry?: () => void; children?: ReactNode }) {
  const { t } = useCommonTexts();
  return (
    <div className="status status--error" role="alert">
      <p>{message}</p>
      {children}
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('status.retry')}
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <div className="status status--empty" role="status">
      <p>{message}</p>
    </div>
  );
}
