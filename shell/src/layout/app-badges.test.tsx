import { openRiderApp, SECOND_FALLBACK_MS, STORE_FALLBACK_MS } from './app-badges';

/** A stand-in window: jsdom cannot navigate, and these tests need to see where the page tried to go. */
function fakeWindow(userAgent: string) {
  const listeners: (() => void)[] = [];
  const win = {
    navigator: { userAgent },
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

test('on Android it tries the app intent, then the store listing after 2 s, then a new tab at 2.5 s', () => {
  const { win } = fakeWindow('Mozilla/5.0 (Linux; Android 14)');
  openRiderApp(win as unknown as Window);
  expect(win.location.href).toMatch(/^intent:\/\//);
  jest.advanceTimersByTime(STORE_FALLBACK_MS - 1);
  expect(win.location.href).toMatch(/^intent:\/\//);
  jest.advanceTimersByTime(1);
  expect(win.location.href).toBe('https://play.google.com/store/apps/details?id=in.chalein.rider');
  jest.advanceTimersByTime(SECOND_FALLBACK_MS - STORE_FALLBACK_MS);
  expect(win.open).toHaveBeenCalledWith('https://play.google.com/store/apps/details?id=in.chalein.rider', '_blank', 'noopener');
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
