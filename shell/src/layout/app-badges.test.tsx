import { render, screen } from '@testing-library/react';
import { AppBadges, openRiderApp, SECOND_FALLBACK_MS, STORE_FALLBACK_MS } from './app-badges';

/** A stand-in window: jsdom cannot navigate, and these tests need to see where the page tried to go. */
function fakeWindow(userAgent: string, maxTouchPoints = 0) {
  const listeners: (() => void)[] = [];
  const win = {
    navigator: { userAgent, maxTouchPoints },
    location: { href: 'https://chalein.in/' },
    document: {
      hidden: false,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      removeEventListener: jest.fn(),
    },
    open: jest.fn(),
    setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
    clearTimeout: (id: number) => window.clearTimeout(id),
  };
  const hide = () => {
    win.document.hidden = true;
    listeners.forEach((listener) => listener());
  };
  return { win, hide };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const playStore = 'https://play.google.com/store/apps/details?id=in.chalein.rider';

test('on Android it tries the app intent, then the store listing after 2 s, and no second store page at 2.5 s', () => {
  const { win } = fakeWindow('Mozilla/5.0 (Linux; Android 14)');
  openRiderApp(win as unknown as Window);
  expect(win.location.href).toMatch(/^intent:\/\//);
  jest.advanceTimersByTime(STORE_FALLBACK_MS - 1);
  expect(win.location.href).toMatch(/^intent:\/\//);
  jest.advanceTimersByTime(1);
  expect(win.location.href).toBe(playStore);
  // the store is slow to answer: the page is still showing at 2.5 s, yet one store page is on its way already
  jest.advanceTimersByTime(SECOND_FALLBACK_MS - STORE_FALLBACK_MS);
  jest.advanceTimersByTime(10_000);
  expect(win.open).not.toHaveBeenCalled();
});

test('when the browser refuses the 2 s navigation, the listing opens once in a new tab at 2.5 s', () => {
  const { win } = fakeWindow('Mozilla/5.0 (Linux; Android 14)');
  let href = 'https://chalein.in/';
  Object.defineProperty(win.location, 'href', {
    get: () => href,
    set: (url: string) => {
      if (url.startsWith('https://play.google.com')) throw new Error('navigation blocked');
      href = url;
    },
  });
  openRiderApp(win as unknown as Window);
  jest.advanceTimersByTime(STORE_FALLBACK_MS);
  expect(win.open).not.toHaveBeenCalled();
  jest.advanceTimersByTime(SECOND_FALLBACK_MS - STORE_FALLBACK_MS);
  expect(win.open).toHaveBeenCalledTimes(1);
  expect(win.open).toHaveBeenCalledWith(playStore, '_blank', 'noopener');
  jest.advanceTimersByTime(10_000);
  expect(win.open).toHaveBeenCalledTimes(1);
});

test('on an iPhone the fallback is the App Store listing', () => {
  const { win } = fakeWindow('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 5);
  openRiderApp(win as unknown as Window);
  jest.advanceTimersByTime(SECOND_FALLBACK_MS + 1000);
  expect(win.location.href).toBe('https://apps.apple.com/in/app/chalein-rider/id6478123450');
  expect(win.open).not.toHaveBeenCalled();
});

test('on an iPad that reports itself as a Mac the fallback is the App Store listing too', () => {
  const { win } = fakeWindow('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15', 5);
  openRiderApp(win as unknown as Window);
  jest.advanceTimersByTime(STORE_FALLBACK_MS);
  expect(win.location.href).toBe('https://apps.apple.com/in/app/chalein-rider/id6478123450');
});

test("the fallback timers are the spec's 2000 and 2500 ms", () => {
  expect([STORE_FALLBACK_MS, SECOND_FALLBACK_MS]).toEqual([2000, 2500]);
});

test('elsewhere it tries the custom scheme', () => {
  const { win } = fakeWindow('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
  openRiderApp(win as unknown as Window);
  expect(win.location.href).toBe('chalein://open');
});

test('when the app opens (the page is hidden) neither fallback runs', () => {
  const { win, hide } = fakeWindow('Mozilla/5.0 (Linux; Android 14)');
  openRiderApp(win as unknown as Window);
  jest.advanceTimersByTime(500);
  hide();
  jest.advanceTimersByTime(5000);
  expect(win.location.href).toMatch(/^intent:\/\//);
  expect(win.open).not.toHaveBeenCalled();
});

describe('the badges', () => {
  afterEach(() => jest.restoreAllMocks());

  test('link Google Play on a desktop, without waiting for a click', () => {
    render(<AppBadges />);
    expect(screen.getByRole('link', { name: 'Get the Chalein Rider App' })).toHaveAttribute('href', playStore);
    expect(screen.getByRole('link', { name: 'Get the Chalein Driver App' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=in.chalein.driver',
    );
  });

  test('link the App Store on an iPhone, the Driver App too', () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
    render(<AppBadges />);
    expect(screen.getByRole('link', { name: 'Get the Chalein Rider App' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/in/app/chalein-rider/id6478123450',
    );
    expect(screen.getByRole('link', { name: 'Get the Chalein Driver App' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/in/app/chalein-driver/id6478123467',
    );
  });
});
