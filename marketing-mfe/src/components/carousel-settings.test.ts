import { resolveCarouselSettings } from '@chalein/shared/ui/carousel';
import {
  initiativesCarouselSettings,
  newsCarouselSettings,
  standOutCarouselSettings,
  teamCarouselSettings,
  testimonialsCarouselSettings,
} from './carousel-settings';

const shown = (settings: Parameters<typeof resolveCarouselSettings>[0], width: number) => {
  const resolved = resolveCarouselSettings(settings, width);
  return [resolved.slidesToShow, resolved.slidesToScroll];
};

test('testimonials: 3 and 3; 2 up to 1024; 1 up to 600 and 480; 500 ms; autoplay every 3000 ms', () => {
  expect(shown(testimonialsCarouselSettings, 1280)).toEqual([3, 3]);
  expect(shown(testimonialsCarouselSettings, 1024)).toEqual([2, 2]);
  expect(shown(testimonialsCarouselSettings, 601)).toEqual([2, 2]);
  expect(shown(testimonialsCarouselSettings, 600)).toEqual([1, 1]);
  expect(shown(testimonialsCarouselSettings, 375)).toEqual([1, 1]);
  expect(testimonialsCarouselSettings).toMatchObject({ speed: 500, autoplay: true, autoplaySpeed: 3000 });
});

test('news: 3; 3 (scroll 1) up to 1024; 2 up to 820 and 778; 1 up to 600 and 480', () => {
  expect(shown(newsCarouselSettings, 1280)?.[0]).toBe(3);
  expect(shown(newsCarouselSettings, 1024)).toEqual([3, 1]);
  expect(shown(newsCarouselSettings, 820)?.[0]).toBe(2);
  expect(shown(newsCarouselSettings, 700)?.[0]).toBe(2);
  expect(shown(newsCarouselSettings, 600)?.[0]).toBe(1);
  expect(shown(newsCarouselSettings, 320)?.[0]).toBe(1);
  expect(newsCarouselSettings.responsive?.map((entry) => entry.breakpoint)).toEqual([1024, 820, 778, 600, 480]);
});

test('initiatives: 1 visible, infinite, 500 ms', () => {
  expect(initiativesCarouselSettings).toMatchObject({ slidesToShow: 1, infinite: true, speed: 500 });
});

test('team: 3 cards, 2 below 1024 px, 1 below 767 px, dots, infinite', () => {
  expect(shown(teamCarouselSettings, 1024)?.[0]).toBe(3);
  expect(shown(teamCarouselSettings, 1023)?.[0]).toBe(2);
  expect(shown(teamCarouselSettings, 767)?.[0]).toBe(2);
  expect(shown(teamCarouselSettings, 766)?.[0]).toBe(1);
  expect(teamCarouselSettings).toMatchObject({ dots: true, infinite: true });
});

test.each([
  ['testimonials', testimonialsCarouselSettings],
  ['news', newsCarouselSettings],
  ['initiatives', initiativesCarouselSettings],
  ['team', teamCarouselSettings],
  ['how we stand out', standOutCarouselSettings],
])('%s autoplays every 3000 ms at every width', (_name, settings) => {
  for (const width of [320, 480, 600, 778, 820, 1024, 1440]) {
    expect(resolveCarouselSettings(settings, width)).toMatchObject({ autoplay: true, autoplaySpeed: 3000 });
  }
});
