import { siteRoutes } from '@chalein/shared/lib/routes';
import { waitForRemotePage } from '../support/site-checks';
import { concretePath, fetchSiteFacts, type SiteFacts } from '../support/site-data';
import { openSiteSession, withScreenshotOnFailure, type SiteSession } from '../support/site-session';

// An image keeps the shape of its width and height attributes until its file arrives (the stylesheet's
// `height: auto` takes their ratio), then takes the shape of its artwork. When the two differ, everything below it
// moves as it loads: Lighthouse counted that as layout shift on / (the hero and the partners' marks) and on the
// pass pages. Every image of every route must say its artwork's shape, within 2%.

let session: SiteSession;
let facts: SiteFacts;

beforeAll(async () => {
  session = await openSiteSession();
  facts = await fetchSiteFacts(session.state.baseUrl);
});

afterAll(async () => {
  await session?.close();
});

// staff pages are rendered in the browser only and show no artwork, nor does a receipt (which needs a signed link)
test.each(siteRoutes.filter((route) => !route.staff && !route.signedLink).map((route) => [route.path, route] as const))(
  "%s: every image's width and height have its artwork's shape",
  async (_path, route) => {
    const { page, watch } = await session.newPage();
    const url = concretePath(route, facts);
    await withScreenshotOnFailure(
      page,
      `image dimensions ${url}`,
      async () => {
        await page.goto(url);
        await waitForRemotePage(page);
        // runs in the page: lazy images are fetched now, so every image has its artwork's own size
        const images = await page.evaluate(async () => {
          for (const image of document.images) image.loading = 'eager';
          await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
          return [...document.images]
            .filter((image) => image.hasAttribute('width') && image.hasAttribute('height') && image.naturalWidth > 0)
            .map((image) => ({
              src: image.getAttribute('src'),
              attributes: Number(image.getAttribute('width')) / Number(image.getAttribute('height')),
              artwork: image.naturalWidth / image.naturalHeight,
            }));
        });
        const misshapen = images
          .filter(({ attributes, artwork }) => Math.abs(attributes - artwork) / artwork > 0.02)
          .map(({ src, attributes, artwork }) => `${src}: attributes ${attributes.toFixed(3)}, artwork ${artwork.toFixed(3)}`);
        expect({ url, misshapen }).toEqual({ url, misshapen: [] });
      },
      watch,
    );
  },
);
