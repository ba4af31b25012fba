import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { LANGUAGE_COOKIE, type Language } from '@chalein/shared/lib/i18n/languages';
import { label } from '../support/driver-registration';
import { screenshotsDir } from '../support/paths';
import { waitForRemotePage } from '../support/site-checks';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// The site in Hindi and Kannada in a real browser (docs/decisions/0048-languages.md): the switcher keeps the visitor
// on the page and remembers the choice, a pass is bought in Hindi through the sandbox, a driver mistyping a number in
// Kannada reads why in Kannada, the pages hydrate with no warning, and no page is wider than the screen or cuts its
// text at 360 px or 1280 px. The words asserted are read from the translation files, as the pages read them.

const repositoryRoot = path.resolve(__dirname, '../..');
let session: SiteSession;

beforeAll(async () => {
  session = await openSiteSession();
});

afterAll(async () => {
  await session?.close();
});

/** One text of a namespace in a language, by its dotted key, from the package's translation file. */
function readText(folder: string, language: Language, namespace: string, key: string): string {
  const texts: unknown = JSON.parse(fs.readFileSync(path.join(repositoryRoot, folder, 'locales', language, `${namespace}.json`), 'utf8'));
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof text !== 'string') throw new Error(`${namespace}:${key} has no ${language} text`);
  return text;
}

const passes = (language: Language, key: string) => readText('passes-mfe', language, 'passes', key);

test('switching to Hindi on /pricing keeps the page, is remembered across a reload, and a pass is bought in Hindi', async () => {
  const { page, context, watch } = await session.newPage();
  await withScreenshotOnFailure(
    page,
    'languages-hindi-purchase',
    async () => {
      await page.goto('/pricing');
      await waitForRemotePage(page);
      await page.locator('a.language-switcher__link[hreflang="hi-IN"]:visible').first().click();
      await page.waitForURL('**/hi/pricing');
      await waitForRemotePage(page);
      expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
      expect((await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('hi');

      await page.reload();
      await waitForRemotePage(page);
      expect(page.url()).toMatch(/\/hi\/pricing$/);
      expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');

      // a link of the Hindi page stays in Hindi
      await page.locator('a[href="/hi/daylight_pass"]').first().click();
      await page.waitForURL('**/hi/daylight_pass');
      await waitForRemotePage(page);
      await page.getByRole('button', { name: passes('hi', 'purchase.buy') }).click();
      const details = page.getByRole('dialog', { name: passes('hi', 'purchase.detailsTitle') });
      await details.getByLabel(new RegExp(`^${passes('hi', 'buyerForm.name')}`)).fill('प्रिया नायर');
      await details.getByLabel(new RegExp(`^${passes('hi', 'buyerForm.mobile')}`)).fill(`7${String(Date.now()).slice(-9)}`);
      await details.getByLabel(new RegExp(`^${passes('hi', 'buyerForm.email')}`)).fill('priya.nair@example.com');
      await details.getByLabel(new RegExp(`^${passes('hi', 'buyerForm.gender')}`)).selectOption('Female');
      await details.getByRole('checkbox').check();
      await details.getByRole('button', { name: passes('hi', 'purchase.pay') }).click();
      // the sandbox's own checkout is the payment provider's page, in English as a real provider's would be
      await page
        .getByRole('dialog', { name: /payment sandbox/ })
        .getByRole('button', { name: 'Pay', exact: true })
        .click();
      await page.waitForURL('**/hi/thankyou');
      await page.getByText(passes('hi', 'purchase.purchased')).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

test('a driver typing a wrong number in Kannada is told why in Kannada', async () => {
  const { page, watch } = await session.newPage({ viewport: { width: 390, height: 844 } });
  await withScreenshotOnFailure(
    page,
    'languages-kannada-registration',
    async () => {
      await page.goto('/kn/drive_with_us');
      await waitForRemotePage(page);
      const contactNumber = label(page, readText('onboarding-mfe', 'kn', 'onboarding', 'personalDetails.contactNumber'));
      await contactNumber.fill('98765');
      await contactNumber.blur();
      await page.getByText(readText('shared', 'kn', 'validation', 'driver.contactNumberInvalid')).waitFor();
      await contactNumber.fill('1234567890');
      await contactNumber.blur();
      await page.getByText(readText('shared', 'kn', 'validation', 'common.indianMobileStart')).waitFor();
      expect(await page.getByText('Contact number must be exactly 10 digits').count()).toBe(0);
      expect(watch.problems()).toEqual([]);
    },
    watch,
  );
});

/**
 * What overflows on the page: the document wider than the window, and elements whose text is cut (wider or taller
 * than their box while their overflow hides it, or shortened with an ellipsis).
 */
async function findOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) problems.push(`the page is ${root.scrollWidth} px wide in a ${window.innerWidth} px window`);
    // a carousel's slides past its edge are reached by scrolling it: they are not cut
    const inScroller = (element: HTMLElement) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!element.innerText?.trim() || element.closest('[hidden], .visually-hidden, [aria-hidden="true"]') || inScroller(element))
        continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || element.getClientRects().length === 0) continue;
      const hides = (value: string) => value === 'hidden' || value === 'clip';
      const cutSideways = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const cutBelow = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      const ellipsis = style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1;
      const box = element.getBoundingClientRect();
      const outside = box.right > window.innerWidth + 1 && style.position !== 'fixed';
      if (cutSideways || cutBelow || ellipsis || outside) {
        const name = `${element.localName}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}`;
        problems.push(`${name} "${element.innerText.trim().slice(0, 40)}" is cut or outside the window`);
      }
    }
    return problems;
  });
}

describe.each([360, 1280])('at %i px', (width) => {
  test.each(['hi', 'kn'].flatMap((language) => ['', '/pricing', '/drive_with_us'].map((route) => `/${language}${route}`)))(
    '%s fits the window, cuts no text and hydrates with no warning',
    async (address) => {
      const { page, watch } = await session.newPage({ viewport: { width, height: 900 } });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|did not match/i.test(message.text())) warnings.push(message.text());
      });
      await withScreenshotOnFailure(
        page,
        `languages-fit-${width}-${address.replace(/\//g, '_')}`,
        async () => {
          await page.goto(address);
          await waitForRemotePage(page);
          // the page's own face is in use (its fonts loaded), so the widths measured are those the visitor sees
          await page.evaluate(() => document.fonts.ready);
          fs.mkdirSync(screenshotsDir, { recursive: true });
          await page.screenshot({
            path: path.join(screenshotsDir, `languages-${width}${address.replace(/\//g, '_')}.png`),
            fullPage: true,
          });
          expect(await findOverflow(page)).toEqual([]);
          expect(warnings).toEqual([]);
          expect(watch.problems()).toEqual([]);
        },
        watch,
      );
    },
  );
});

test('an English page downloads no Indic font; a Hindi page downloads its own script only', async () => {
  const { page, watch } = await session.newPage();
  await page.goto('/drive_with_us');
  await waitForRemotePage(page);
  await page.evaluate(() => document.fonts.ready);
  expect(watch.requests.filter((url) => url.endsWith('.woff2'))).toEqual([]);
  watch.reset();
  await page.goto('/hi/drive_with_us');
  await waitForRemotePage(page);
  await page.evaluate(() => document.fonts.ready);
  const fonts = watch.requests.filter((url) => url.endsWith('.woff2'));
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.every((url) => url.includes('noto-sans-devanagari'))).toBe(true);
});
