import { Suspense, useId, useRef, type ReactNode } from 'react';
import { useHasFirstScreenData } from '@chalein/shared/lib/use-async-data';
import { LoadingState } from '@chalein/shared/ui/status';
import { useNearViewport } from '../lib/use-near-viewport';

interface NearScreenProps {
  /**
   * the section's heading, shown with its loading text until the section itself is there; without one (content
   * inside a section the page already titles) only the loading text shows
   */
  title?: string;
  loadingLabel: string;
  surface?: boolean;
  /** the key of the section's data (its useAsyncData call): a page that came with it shows the section at once */
  firstScreenKey: string;
  /** the section, lazily loaded: its code, and the API client it calls, arrive when it nears the screen */
  children: ReactNode;
}

/**
 * A below-the-fold section of the home page that loads when the visitor scrolls near it. Until then it shows the
 * section's heading and loading text, so the page has its shape and screen readers its landmarks; the first load
 * of the page carries neither the section's code nor the API client. A page the server rendered with the section's
 * data shows the section itself, on the server and when the browser hydrates it (which waits for the section's code
 * and keeps the server's HTML meanwhile).
 */
export function NearScreen({ title, loadingLabel, surface, firstScreenKey, children }: NearScreenProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, useHasFirstScreenData(firstScreenKey));
  const titleId = useId();
  const placeholder = !title ? (
    <LoadingState label={loadingLabel} />
  ) : (
    <section className={surface ? 'section section--surface' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className="section__title">
          {title}
        </h2>
        <LoadingState label={loadingLabel} />
      </div>
    </section>
  );
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
