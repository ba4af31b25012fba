import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion';
import { useCommonTexts } from '@chalein/shared/lib/i18n/use-common-texts';

/**
 * The widths a carousel may change its layout at, widest first. CSS lays the slides out (base.css has a media query
 * for each), so the server's HTML shows the visitor's layout before any script runs; a width missing here would have
 * no rule there, which the type prevents.
 */
export const CAROUSEL_BREAKPOINTS = [1024, 1023, 820, 778, 766, 600, 480] as const;
export type CarouselBreakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];

/** How long the width must hold still after a resize before the carousel reads its layout again. */
export const RESIZE_DEBOUNCE_MS = 50;

// where the browser has no scrollend event: how long scrolling must pause to count as ended
const SCROLL_SETTLE_MS = 100;

export interface CarouselStep {
  slidesToShow: number;
  slidesToScroll: number;
}

export interface CarouselSettings extends CarouselStep {
  /** how long a step's movement takes, in ms (none for visitors who prefer reduced motion) */
  speed: number;
  /** Next on the last slides goes back to the first, and Previous on the first to the last */
  infinite: boolean;
  autoplay: boolean;
  /** how long each position is shown while playing, in ms */
  autoplaySpeed: number;
  /** a button per slide under the slides */
  dots: boolean;
  /** at widths up to and including `breakpoint`, these instead of the base (the narrowest matching wins) */
  responsive?: readonly { breakpoint: CarouselBreakpoint; settings: Partial<CarouselStep> }[];
}

/** The settings at this viewport width: the base, overridden by the smallest breakpoint at or above the width. */
export function resolveCarouselSettings(settings: CarouselSettings, width: number): Omit<CarouselSettings, 'responsive'> {
  const { responsive, ...base } = settings;
  const match = [...(responsive ?? [])].sort((a, b) => a.breakpoint - b.breakpoint).find((entry) => width <= entry.breakpoint);
  return match ? { ...base, ...match.settings } : base;
}

/** The slides shown at the base width and at each breakpoint, as the custom properties base.css lays them out by. */
function describeLayout(settings: CarouselSettings): CSSProperties {
  const layout: Record<string, number> = { '--carousel-slides': settings.slidesToShow };
  for (const breakpoint of CAROUSEL_BREAKPOINTS) {
    layout[`--carousel-slides-${breakpoint}`] = resolveCarouselSettings(settings, breakpoint).slidesToShow;
  }
  return layout;
}

/** Which slides the track shows whole: the first of them and how many. */
interface TrackView {
  first: number;
  shown: number;
}

interface TrackLayout {
  /** each slide's scroll position, capped at the end of the track */
  positions: number[];
  view: TrackView;
}

function measureTrack(track: HTMLElement): TrackLayout | null {
  const slides = Array.from(track.children) as HTMLElement[];
  if (slides.length === 0 || track.clientWidth === 0) return null;
  const origin = slides[0]!.offsetLeft;
  const end = Math.max(0, track.scrollWidth - track.clientWidth);
  const left = track.scrollLeft;
  // a pixel either way: positions are rounded, and a fractional width leaves a hair of the next slide
  const whole = slides.map((slide) => {
    const start = slide.offsetLeft - origin;
    return start >= left - 1 && start + slide.offsetWidth <= left + track.clientWidth + 1;
  });
  const first = Math.max(0, whole.indexOf(true));
  const shown = Math.max(1, whole.filter(Boolean).length);
  return { positions: slides.map((slide) => Math.min(slide.offsetLeft - origin, end)), view: { first, shown } };
}

const easeInOut = (progress: number) => (progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2);

/**
 * Scrolls the track to `target` over `duration` ms, and calls `done` then. Snapping is off while it moves
 * (data-moving), or the browser would snap every frame's position back to a slide. Returns what stops it early.
 */
function moveTrack(track: HTMLElement, target: number, duration: number, done: () => void): () => void {
  if (duration <= 0 || track.scrollLeft === target) {
    track.scrollLeft = target;
    done();
    return () => undefined;
  }
  const from = track.scrollLeft;
  let startedAt: number | undefined;
  let frame = 0;
  track.setAttribute('data-moving', '');
  const finish = () => {
    track.removeAttribute('data-moving');
    done();
  };
  const onFrame = (now: number) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / duration);
    track.scrollLeft = from + (target - from) * easeInOut(progress);
    if (progress < 1) frame = requestAnimationFrame(onFrame);
    else finish();
  };
  frame = requestAnimationFrame(onFrame);
  return () => {
    cancelAnimationFrame(frame);
    finish();
  };
}

/** Calls `onSettled` when the track stops scrolling (the visitor's swipe, a step) and when its width settles. */
function useTrackSettled(track: RefObject<HTMLDivElement | null>, onSettled: () => void): void {
  useEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settleAfter = (ms: number) => () => {
      clearTimeout(timer);
      timer = setTimeout(onSettled, ms);
    };
    const hasScrollEnd = 'onscrollend' in window;
    const onScroll = settleAfter(SCROLL_SETTLE_MS);
    if (hasScrollEnd) element.addEventListener('scrollend', onSettled);
    else element.addEventListener('scroll', onScroll, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(settleAfter(RESIZE_DEBOUNCE_MS));
    resizes?.observe(element);
    onSettled();
    return () => {
      clearTimeout(timer);
      element.removeEventListener('scrollend', onSettled);
      element.removeEventListener('scroll', onScroll);
      resizes?.disconnect();
    };
  }, [track, onSettled]);
}

function CarouselArrow({
  direction,
  label,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useCommonTexts();
  return (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${direction}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'previous' ? t('carousel.previous', { label }) : t('carousel.next', { label })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M15 5 8 12l7 7' : 'm9 5 7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}

interface CarouselProps {
  /** what the slides are, e.g. 'testimonials': names the group and its controls for screen readers */
  label: string;
  settings: CarouselSettings;
  children: ReactNode;
}

/**
 * A carousel the browser scrolls by itself: the slides sit in a row that scrolls sideways and snaps to a slide (CSS
 * scroll snap), laid out for the visitor's width by CSS, so the server's HTML swipes before any script runs. Once
 * hydrated, Previous, Next, a button per slide and the arrow keys page through it (the slides to scroll come from the
 * settings at the current width), slides out of view are inert (out of the tab order and hidden from screen readers),
 * and an autoplaying one moves on every `autoplaySpeed` ms with a Pause button, holding still while the pointer or
 * focus is inside it, and never for visitors who prefer reduced motion (who also get steps without movement).
 */
export function Carousel({ label, settings, children }: CarouselProps) {
  const { t } = useCommonTexts();
  const slides = Children.toArray(children);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // unknown until measured in the browser: the server's HTML, and the first render that hydrates it, mark no slide
  const [view, setView] = useState<TrackView | null>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const stopMoving = useRef<(() => void) | null>(null);

  const readView = useCallback(() => {
    if (stopMoving.current) return;
    const layout = trackRef.current ? measureTrack(trackRef.current) : null;
    if (layout) setView(layout.view);
  }, []);
  useTrackSettled(trackRef, readView);

  const scrollToSlide = useCallback(
    (index: number) => {
      const track = trackRef.current;
      const layout = track ? measureTrack(track) : null;
      if (!track || !layout) return;
      stopMoving.current?.();
      stopMoving.current = moveTrack(track, layout.positions[index] ?? 0, reducedMotion ? 0 : settings.speed, () => {
        stopMoving.current = null;
        readView();
      });
    },
    [readView, reducedMotion, settings.speed],
  );

  const last = Math.max(0, slides.length - (view?.shown ?? 1));
  const first = view?.first ?? 0;
  const step = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      const layout = track ? measureTrack(track) : null;
      if (!layout) return;
      const by = resolveCarouselSettings(settings, window.innerWidth).slidesToScroll;
      const lastFirst = Math.max(0, slides.length - layout.view.shown);
      const at = layout.view.first;
      let next: number;
      if (direction > 0) next = at >= lastFirst ? (settings.infinite ? 0 : lastFirst) : Math.min(at + by, lastFirst);
      else next = at <= 0 ? (settings.infinite ? lastFirst : 0) : Math.max(at - by, 0);
      scrollToSlide(next);
    },
    [scrollToSlide, settings, slides.length],
  );

  const canAutoplay = settings.autoplay && !reducedMotion;
  const playing = canAutoplay && !paused && !hovered && !focused && view !== null;
  useEffect(() => {
    if (!playing) return undefined;
    // re-armed whenever the view changes, so a swipe or a step gets a whole interval before the next move
    const timer = setTimeout(() => step(1), settings.autoplaySpeed);
    return () => clearTimeout(timer);
  }, [playing, view, step, settings.autoplaySpeed]);

  // a step the visitor takes stops one still moving; a touch or the wheel stops it too, and snapping takes over
  useEffect(() => () => stopMoving.current?.(), []);
  const interrupt = () => stopMoving.current?.();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    step(event.key === 'ArrowRight' ? 1 : -1);
    // a link in a slide that moves out of view becomes inert and would drop focus: keep it on the track
    if (event.target !== event.currentTarget) event.currentTarget.focus({ preventScroll: true });
  };
  // a finger's tap also reports the pointer coming in, and never going out: only a hovering pointer holds it still
  const onPointer = (inside: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'touch') setHovered(inside);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  };

  const inView = (index: number) => view === null || (index >= view.first && index < view.first + view.shown);

  return (
    <div
      className="carousel"
      role="group"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      style={describeLayout(settings)}
      // once it knows which slides are in view (and has made the others inert): the browser tests wait for it
      data-measured={view === null ? undefined : ''}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="carousel__controls">
        {canAutoplay ? (
          <button type="button" className="carousel__toggle" onClick={() => setPaused((value) => !value)} aria-pressed={paused}>
            {paused ? t('carousel.play', { label }) : t('carousel.pause', { label })}
          </button>
        ) : null}
        <CarouselArrow direction="previous" label={label} disabled={!settings.infinite && first <= 0} onClick={() => step(-1)} />
        <CarouselArrow direction="next" label={label} disabled={!settings.infinite && first >= last} onClick={() => step(1)} />
      </div>
      {/* focusable, so a keyboard scrolls it (the arrow keys page once hydrated); live while it does not move by itself */}
      <div
        className="carousel__track"
        ref={trackRef}
        tabIndex={0}
        aria-live={playing ? 'off' : 'polite'}
        onKeyDown={onKeyDown}
        onPointerDown={interrupt}
        onWheel={interrupt}
      >
        {slides.map((slide, index) => (
          <div
            key={isValidElement(slide) ? slide.key : index}
            className="carousel__slide"
            role="group"
            aria-roledescription={t('carousel.slideRoleDescription')}
            aria-label={t('carousel.slidePosition', { position: index + 1, total: slides.length })}
            inert={!inView(index)}
          >
            {slide}
          </div>
        ))}
      </div>
      {settings.dots ? (
        <div className="carousel__dots">
          {slides.map((slide, index) => (
            <button
              key={isValidElement(slide) ? slide.key : index}
              type="button"
              className={(view === null ? index === 0 : inView(index)) ? 'carousel__dot carousel__dot--shown' : 'carousel__dot'}
              aria-label={t('carousel.goToSlide', { label, position: index + 1 })}
              aria-current={index === first ? 'true' : undefined}
              onClick={() => scrollToSlide(index)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
