import { createNewsletterUnsubscribeToken } from '../enquiries/newsletter-unsubscribe-links';
import { createReceiptToken } from '../payments/receipt-links';
import { buyPaidSandboxOrder } from '../test-support/payment-test-kit';
import { readRenderedBy, startPipelineStandIn } from '../test-support/page-pipeline-stand-in';
import { createSiteTestApp, type TestApp } from '../test-support/test-app';

// The receipt and unsubscribe pages, mailed as signed links (docs/decisions/0044-signed-links.md): sent with no-store and noindex
// (header and meta), never kept in the page cache, kept out of robots.txt's reach and the sitemap, and a 404 for
// a link that is not ours.

describe('on the site', () => {
  let testApp: TestApp;
  let token: string;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    testApp = await createSiteTestApp({ PAYMENT_SANDBOX_SECRET: 'test-sandbox-secret-receipt-page' });
    const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const order = await buyPaidSandboxOrder(testApp.app, baseUrl, '9400000001');
    token = createReceiptToken(testApp.app.signedLinks.signer, order.id);
  });
  afterAll(() => testApp.closeTestApp());

  it('a receipt answers 200 with noindex (header and meta) and no-store', async () => {
    const response = await get(`/passes/receipt/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('<title>Pass receipt | Chalein</title>');
  });

  it('a changed token, or one of an order with no receipt, answers 404 with the same headers', async () => {
    const changed = `${token.slice(0, -2)}${token.at(-2) === 'x' ? 'y' : 'x'}${token.at(-1)}`;
    for (const url of [`/passes/receipt/${changed}`, `/passes/receipt/${token.replace(/^\d+\./, '999.')}`, '/passes/receipt/not-a-token']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it("the page's render may read its receipt by its token, as it may content", async () => {
    const { renderProcesses } = testApp.app;
    const read = await renderProcesses.callApi({ method: 'GET', url: `/api/passes/receipt/${token}` });
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body)).toMatchObject({ success: true, data: { status: 'paid' } });
    // a content read it is not: a render of any other page gets its 403 for a read that is not marked
    const health = await renderProcesses.callApi({ method: 'GET', url: '/api/health' });
    expect(health.status).toBe(403);
  });

  it('robots.txt keeps crawlers away from receipts and unsubscribe links, and the sitemap lists none', async () => {
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Disallow: /passes/receipt/\n');
    expect(robots).toContain('Disallow: /newsletter/unsubscribe/\n');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain('/passes/receipt');
    expect(sitemap).not.toContain('/newsletter/unsubscribe');
  });

  it('an unsubscribe link opens its page, noindex and no-store, and opening it unsubscribes nobody', async () => {
    const { app } = testApp;
    await app.repositories.newsletter.addSubscription('opened@example.in');
    const { id } = await app.db
      .selectFrom('newsletter_subscriptions')
      .select('id')
      .where('email', '=', 'opened@example.in')
      .executeTakeFirstOrThrow();
    const unsubscribe = createNewsletterUnsubscribeToken(app.signedLinks.signer, id);
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await get(`/newsletter/unsubscribe/${unsubscribe}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
    expect(await app.repositories.newsletter.hasSubscription(id)).toBe(true);
    // a receipt's token is no unsubscribe link
    expect((await get(`/newsletter/unsubscribe/${token}`)).statusCode).toBe(404);
  });
});

describe('the page pipeline', () => {
  const checkSignedLink = jest.fn(async (pathname: string) => pathname.endsWith('/1.good'));
  const { app, renderPage, documents } = startPipelineStandIn({ checkSignedLink });
  afterAll(() => app.close());

  it('renders a receipt on the server for each request and never keeps it', async () => {
    for (const attempt of [1, 2]) {
      const response = await app.inject({ method: 'GET', url: '/passes/receipt/1.good' });
      expect(response.statusCode).toBe(200);
      expect(readRenderedBy(response)).toBe('server');
      expect(renderPage).toHaveBeenCalledTimes(attempt);
    }
    expect(checkSignedLink).toHaveBeenCalledWith('/passes/receipt/1.good');
    expect([...documents.keys()]).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/passes/receipt/1.bad' })).statusCode).toBe(404);
  });
});
