import { brand } from './brand';
import { detectStorePlatform, pickStoreUrl } from './app-store';

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
