import { useEffect, useRef, type MouseEventHandler, type ReactNode } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';

interface ArrowProps {
  direction: 'previous' | 'next';
  label: string;
  // react-slick adds these to the element it is given
  onClick?: MouseEventHandler<HTMLButtonElement>;
  className?: string;
  currentSlide?: number;
  slideCount?: number;
}

function CarouselArrow({ direction, label, onClick, className }: ArrowProps) {
  const disabled = className?.includes('slick-disabled') ?? false;
  return (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${direction}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${direction === 'previous' ? 'Previous' : 'Next'} ${label}`}
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

export interface SlickSliderProps {
  label: string;
  /** already resolved for the current width (no `responsive`), see resolveCarouselSettings */
  settings: Settings;
  playing: boolean;
  reducedMotion: boolean;
  children: ReactNode;
}

/**
 * react-slick itself, in its own chunk (carousel.tsx loads it when a carousel comes near the screen): real buttons
 * for previous, next and each slide, and play/pause driven from outside.
 */
export function SlickSlider({ label, settings, playing, reducedMotion, children }: SlickSliderProps) {
  const sliderRef = useRef<Slider>(null);

  useEffect(() => {
    // react-slick reads `autoplay` only when it mounts; later changes go through its methods
    if (playing) sliderRef.current?.slickPlay();
    else sliderRef.current?.slickPause();
  }, [playing]);

  return (
    <Slider
      ref={sliderRef}
      {...settings}
      autoplay={playing}
      // a reduced-motion visitor still pages through, but without the sliding animation
      speed={reducedMotion ? 0 : settings.speed}
      pauseOnHover
      pauseOnFocus
      accessibility
      arrows
      prevArrow={<CarouselArrow direction="previous" label={label} />}
      nextArrow={<CarouselArrow direction="next" label={label} />}
      customPaging={(index) => (
        <button type="button" aria-label={`Go to ${label} slide ${index + 1}`}>
          <span aria-hidden="true" />
        </button>
      )}
    >
      {children}
    </Slider>
  );
}
