import type { CarouselSettings } from '@chalein/shared/ui/carousel';

// The carousels exactly as the product fixes them: slides shown and scrolled, breakpoints (a breakpoint's settings
// apply at widths up to and including it), speeds and the 3000 ms autoplay.

const AUTOPLAY_SPEED_MS = 3000;
const SPEED_MS = 500;

/** Testimonials: 3 visible and 3 scrolled; 2 up to 1024 px; 1 up to 600 and 480; speed 500 ms. */
export const testimonialsCarouselSettings: CarouselSettings = {
  slidesToShow: 3,
  slidesToScroll: 3,
  speed: SPEED_MS,
  infinite: true,
  autoplay: true,
  autoplaySpeed: AUTOPLAY_SPEED_MS,
  dots: true,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 2, slidesToScroll: 2 } },
    { breakpoint: 600, settings: { slidesToShow: 1, slidesToScroll: 1 } },
    { breakpoint: 480, settings: { slidesToShow: 1, slidesToScroll: 1 } },
  ],
};

/** News: 3 visible; 3 at up to 1024 (scroll 1); 2 at up to 820 and 778; 1 at up to 600 and 480. */
export const newsCarouselSettings: CarouselSettings = {
  slidesToShow: 3,
  slidesToScroll: 3,
  speed: SPEED_MS,
  infinite: true,
  autoplay: true,
  autoplaySpeed: AUTOPLAY_SPEED_MS,
  dots: true,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 3, slidesToScroll: 1 } },
    { breakpoint: 820, settings: { slidesToShow: 2, slidesToScroll: 1 } },
    { breakpoint: 778, settings: { slidesToShow: 2, slidesToScroll: 1 } },
    { breakpoint: 600, settings: { slidesToShow: 1, slidesToScroll: 1 } },
    { breakpoint: 480, settings: { slidesToShow: 1, slidesToScroll: 1 } },
  ],
};

/** Initiatives: 1 visible, infinite loop, speed 500 ms. */
export const initiativesCarouselSettings: CarouselSettings = {
  slidesToShow: 1,
  slidesToScroll: 1,
  speed: SPEED_MS,
  infinite: true,
  autoplay: true,
  autoplaySpeed: AUTOPLAY_SPEED_MS,
  dots: true,
};

/** Team: 3 cards, 2 below 1024 px, 1 below 767 px, with dots and infinite loop. */
export const teamCarouselSettings: CarouselSettings = {
  slidesToShow: 3,
  slidesToScroll: 1,
  speed: SPEED_MS,
  infinite: true,
  autoplay: true,
  autoplaySpeed: AUTOPLAY_SPEED_MS,
  dots: true,
  responsive: [
    // "below 1024" and "below 767": breakpoints are inclusive maximum widths
    { breakpoint: 1023, settings: { slidesToShow: 2, slidesToScroll: 1 } },
    { breakpoint: 766, settings: { slidesToShow: 1, slidesToScroll: 1 } },
  ],
};

/** How We Stand Out (the product gives it no numbers of its own): the team carousel's steps. */
export const standOutCarouselSettings: CarouselSettings = {
  ...teamCarouselSettings,
};
