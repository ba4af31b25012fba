import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { brand } from './brand';
import {
  detectRequestPlatform,
  detectStorePlatform,
  pickStoreUrl,
  RenderedPlatformContext,
  useStoreUrl,
  type StorePlatform,
} from './app-store';

const iPhone = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  maxTouchPoints: 5,
};
// iPadOS 13 and later asks for desktop pages: it reports itself as a Mac, but a Mac has no touch screen
const iPadAsMac = {
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
  maxTouchPoints: 5,
};
const mac = {
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
  maxTouchPoints: 0,
};
const android = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  maxTouchPoints: 5,
};
const windows = { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', maxTouchPoints: 0 };

test.each([
  ['an iPhone', 'ios', iPhone],
  ['an iPad reporting as a Mac with touch', 'ios', iPadAsMac],
  ['an iPad', 'ios', { userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)' }],
  ['an Android phone', 'android', android],
  ['a Mac', 'other', mac],
  ['a Windows PC', 'other', windows],
] as const)('%s is %s', (_name, platform, hints) => {
  expect(detectStorePlatform(hints)).toBe(platform);
});

test('Apple devices get the App Store listing of each app, Android and desktops Google Play', () => {
  expect(brand.riderApp.appStoreUrl).toMatch(/^https:\/\/apps\.apple\.com\/in\/app\/chalein-rider\/id\d+$/);
  expect(brand.driverApp.appStoreUrl).toMatch(/^https:\/\/apps\.apple\.com\/in\/app\/chalein-driver\/id\d+$/);
  expect(pickStoreUrl('rider', iPhone)).toBe(brand.riderApp.appStoreUrl);
  expect(pickStoreUrl('driver', iPadAsMac)).toBe(brand.driverApp.appStoreUrl);
  expect(pickStoreUrl('rider', android)).toBe(brand.riderApp.storeUrl);
  expect(pickStoreUrl('driver', android)).toBe(brand.driverApp.storeUrl);
  expect(pickStoreUrl('rider', windows)).toBe('https://play.google.com/store/apps/details?id=in.chalein.rider');
  expect(pickStoreUrl('rider', mac)).toBe(brand.riderApp.storeUrl);
});

describe('the platform a request is rendered for, from its User-Agent header alone', () => {
  test.each([
    ['Safari on an iPhone', 'ios', iPhone.userAgent],
    ['Chrome on an iPhone', 'ios', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 CriOS/131.0 Mobile/15E148'],
    ['an iPad asking for mobile pages', 'ios', 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'],
    ['an iPod', 'ios', 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X)'],
    ['Chrome on a Pixel', 'android', android.userAgent],
    [
      'Samsung Internet',
      'android',
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
    ],
    ['an Android tablet', 'android', 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'],
    // the same header from a Mac and from an iPad asking for desktop pages: without touch points it is a Mac
    ['Safari on a Mac, or an iPad asking for desktop pages', 'other', mac.userAgent],
    ['Chrome on Windows', 'other', windows.userAgent],
    ['a crawler', 'other', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['an empty header', 'other', ''],
    ['no header', 'other', undefined],
  ] as const)('%s is %s', (_name, platform, userAgent) => {
    expect(detectRequestPlatform(userAgent)).toBe(platform);
  });

  test('agrees with the browser’s choice for every device whose User-Agent says what it is', () => {
    for (const hints of [iPhone, android, windows, mac]) {
      expect(detectRequestPlatform(hints.userAgent)).toBe(detectStorePlatform(hints));
    }
  });
});

function StoreLink() {
  return createElement('a', { href: useStoreUrl('rider') }, 'Get the app');
}

/** The link as the server renders it for `platform`. */
function renderOnServer(platform: StorePlatform): string {
  return renderToString(createElement(RenderedPlatformContext, { value: platform }, createElement(StoreLink)));
}

describe('the store link through server rendering and hydration', () => {
  let container: HTMLElement;
  let errors: jest.SpyInstance;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    container.remove();
    jest.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'maxTouchPoints');
  });

  /** Hydrates the server's HTML in a browser with `hints`; returns the link's href after hydration. */
  async function hydrateAs(html: string, hints: { userAgent: string; maxTouchPoints: number }): Promise<string | null> {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(hints.userAgent);
    Object.defineProperty(navigator, 'maxTouchPoints', { value: hints.maxTouchPoints, configurable: true });
    container.innerHTML = html;
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, createElement(StoreLink), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    return container.querySelector('a')!.getAttribute('href');
  }

  test('the server links the store of the request’s platform', () => {
    expect(renderOnServer('ios')).toContain(`href="${brand.riderApp.appStoreUrl}"`);
    expect(renderOnServer('android')).toContain(`href="${brand.riderApp.storeUrl}"`);
    expect(renderOnServer('other')).toContain(`href="${brand.riderApp.storeUrl}"`);
  });

  test.each([
    ['an iPhone', 'ios', iPhone, brand.riderApp.appStoreUrl],
    ['an Android phone', 'android', android, brand.riderApp.storeUrl],
    ['a Windows PC', 'other', windows, brand.riderApp.storeUrl],
  ] as const)('%s hydrates the server’s link as it is, without a mismatch', async (_name, platform, hints, url) => {
    const html = renderOnServer(detectRequestPlatform(hints.userAgent));
    expect(detectRequestPlatform(hints.userAgent)).toBe(platform);
    expect(await hydrateAs(html, hints)).toBe(url);
    expect(errors).not.toHaveBeenCalled();
  });

  test('an iPad asking for desktop pages gets Google Play from the server, then the App Store once hydrated', async () => {
    const html = renderOnServer(detectRequestPlatform(iPadAsMac.userAgent));
    expect(html).toContain(`href="${brand.riderApp.storeUrl}"`);
    expect(await hydrateAs(html, iPadAsMac)).toBe(brand.riderApp.appStoreUrl);
    expect(errors).not.toHaveBeenCalled();
  });
});
