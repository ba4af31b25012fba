import { Children, lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Settings } from 'react-slick';
import { useNearViewport } from '../lib/use-near-viewport';
import { usePrefersReducedMotion, useViewportWidth } from '../lib/use-media';
import { resolveCarouselSettings } from './carousel-settings';

// react-slick is most of this remote's weight on the home page, and every carousel sits below the fold: it is
// fetched when a carousel comes near the screen, not with the first paint.
const SlickSlider = lazy(() => import('./slick-slider').then((module) => ({ default: module.SlickSlider })));

/**
 * Slides that are off screen (and react-slick's clones) are aria-hidden; `inert` also takes their links out of
 * the tab order, so keyboard users only ever reach what they can see.
 */
function useInertHiddenSlides(root: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const sync = () => {
      for (const slide of element.querySelectorAll<HTMLElement>('.slick-slide')) {
        const hidden = slide.getAttribute('aria-hidden') === 'true';
        if (hidden && !slide.hasAttribute('inert')) slide.setAttribute('inert', '');
        else if (!hidden && slide.hasAttribute('inert')) slide.removeAttribute('inert');
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [root]);
}

/** Until the slider has loaded: the slides it will show first, laid out as it will lay them out. */
function CarouselPreview({ slidesToShow, children }: { slidesToShow: number; children: ReactNode }) {
  const first = Children.toArray(children).slice(0, slidesToShow);
  return (
    <div className="carousel__preview" style={{ gridTemplateColumns: `repeat(${first.length}, minmax(0, 1fr))` }}>
      {first}
    </div>
  );
}

interface CarouselProps {
  /** what the slides are, e.g. 'testimonials': names the group and its controls for screen readers */
  label: string;
  settings: Settings;
  children: ReactNode;
}

/**
 * A react-slick carousel with the site's accessibility rules: real buttons for previous, next and each slide; a
 * Pause button when it plays by itself; no autoplay at all for visitors who prefer reduced motion. The breakpoint
 * settings are resolved here for the current width (see resolveCarouselSettings).
 */
export function Carousel({ label, settings, children }: CarouselProps) {
  const width = useViewportWidth();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(rootRef);
  useInertHiddenSlides(rootRef);

  const resolved = resolveCarouselSettings(settings, width);
  const canAutoplay = Boolean(resolved.autoplay) && !reducedMotion;
  const preview = <CarouselPreview slidesToShow={resolved.slidesToShow ?? 1}>{children}</CarouselPreview>;

  return (
    <div className="carousel" role="group" aria-roledescription="carousel" aria-label={label} ref={rootRef}>
      {canAutoplay ? (
        <button type="button" className="carousel__toggle" onClick={() => setPaused((value) => !value)} aria-pressed={paused}>
          {paused ? `Play ${label}` : `Pause ${label}`}
        </button>
      ) : null}
      {near ? (
        <Suspense fallback={preview}>
          <SlickSlider label={label} settings={resolved} playing={canAutoplay && !paused} reducedMotion={reducedMotion}>
            {children}
          </SlickSlider>
        </Suspense>
      ) : (
        preview
      )}
    </div>
  );
}
