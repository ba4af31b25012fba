import { createSiteTestApp, type TestApp } from '../test-support/test-app';

const HOST = 'chalein.test';

describe('a route written in other letter cases', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createSiteTestApp();
  });
  afterAll(() => testApp.closeTestApp());

  const requestPage = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { host: HOST } });

  it('moves permanently to the lower-case route, keeping the query', async () => {
    const cases: readonly (readonly [string, string])[] = [
      ['/About', '/about'],
      ['/PRICING', '/pricing'],
      ['/Contact?from=footer', '/contact?from=footer'],
      ['/Blog/some-article', '/blog/some-article'],
    ];
    for (const [url, location] of cases) {
      const response = await requestPage(url);
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 301, location]);
    }
  });

  it('leaves the lower-case routes and unknown paths alone', async () => {
    expect((await requestPage('/about')).statusCode).toBe(200);
    expect((await requestPage('/Nowhere')).statusCode).toBe(404);
  });
});
