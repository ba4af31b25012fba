import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { brand } from '@chalein/shared/lib/brand';
import {
  createSiteTestApp,
  createTestApp,
  FAKE_SHELL_TEMPLATE,
  writeFakeSite,
  writeTestFile,
  type TestApp,
} from '../test-support/test-app';
import { waitUntil } from '@chalein/testing/wait-until';
import { IMMUTABLE_CACHE } from './cache-control';
import { NOT_BUILT_MESSAGE } from './send-page';

const HOST = 'chalein.test';

describe('serving the built site', () => {
  let testApp: TestApp;
  let siteRoot: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    siteRoot = path.join(testApp.dir, 'site');
  });
  afterAll(() => testApp.closeTestApp());

  const requestPage = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

  describe('before the site is built', () => {
    it('answers pages with 503 and how to build, while the API keeps working', async () => {
      for (const url of ['/', '/pricing']) {
        const response = await requestPage(url);
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toMatch(/text\/plain/);
        expect(response.body).toBe(NOT_BUILT_MESSAGE);
        expect(response.body).toContain('npm run build');
      }
      expect((await requestPage('/api/health')).statusCode).toBe(200);
      const remotes = await requestPage('/remotes.json');
      expect(remotes.statusCode).toBe(404);
      expect(remotes.json().success).toBe(false);
    });
  });

  describe('after a build', () => {
    beforeAll(() => {
      writeFakeSite(siteRoot, { marketing: '/remotes/marketing/mf-manifest.json' });
      writeTestFile(
        path.join(testApp.config.uploadsDir, 'testimonial', 'rider-anita.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      );
    });

    it("sends a page of one visitor's own state private and no-store: no cache keeps a driver's application", async () => {
      for (const url of ['/drive_with_us/status', '/thankyou']) {
        const response = await requestPage(url);
        expect({ url, status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({
          url,
          status: 200,
          cacheControl: 'private, no-store',
        });
      }
    });

    it('answers a route of the table with 200 and its metadata from seo_pages in the HTML', async () => {
      const seo = await testApp.app.repositories.seo.findSeoData(5);
      const response = await requestPage('/pricing');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      expect(seo).toBeDefined();
      const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
      expect(html).toContain(`<title>${escapeAttribute(seo?.metaTitle ?? '')}</title>`);
      expect(html).toContain(`<meta name="description" content="${escapeAttribute(seo?.metaDescription ?? '')}">`);
      expect(html).toContain(`<meta name="keywords" content="${escapeAttribute(seo?.metaKeyword ?? '')}">`);
      expect(html).toContain(`<meta property="og:title" content="${escapeAttribute(seo?.metaTitle ?? '')}">`);
      // no PUBLIC_ORIGIN here (development): paths, never the request's Host
      expect(html).toContain(`<meta property="og:image" content="${seo?.head}">`);
      expect(html).toContain('<meta property="og:type" content="website">');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).toContain('<link rel="canonical" href="/pricing">');
      expect(html).not.toContain(HOST);
      expect(html).not.toContain('build-time description');
      expect(html).toContain('<script defer src="/main.4f5a9c1b.js"></script>');
    });

    it('serves the home page at / and for /index.html', async () => {
      const seo = await testApp.app.repositories.seo.findSeoData(1);
      for (const url of ['/', '/index.html']) {
        const response = await requestPage(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<link rel="canonical" href="/">');
        expect(response.body).toContain(`<meta property="og:title" content="${seo?.metaTitle.replace(/&/g, '&amp;')}">`);
      }
      const head = await testApp.app.inject({ method: 'HEAD', url: '/', headers: { host: HOST } });
      expect(head.statusCode).toBe(200);
    });

    it('answers unknown paths with the shell (it renders the 404 page) and status 404', async () => {
      const response = await requestPage('/no/such/page');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain(`<title>Page not found | ${brand.productName}</title>`);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      // a missing file is a page the SPA does not know either
      expect((await requestPage('/missing.4f5a9c1b.js')).statusCode).toBe(404);
    });

    it('answers pages of parameterised routes by whether the job or article exists', async () => {
      const job = await testApp.app.db.selectFrom('job_categories').select(['id', 'slug', 'job_title']).executeTakeFirstOrThrow();
      const found = await requestPage(`/jobs_details/${job.id}/${job.slug}`);
      expect(found.statusCode).toBe(200);
      expect(found.body).toContain(`<title>Careers: ${job.job_title}`);
      expect((await requestPage(`/apply_job/${job.id}/${job.slug}`)).statusCode).toBe(200);
      expect((await requestPage('/jobs_details/987654/nothing')).statusCode).toBe(404);

      const blog = await testApp.app.db.selectFrom('blogs').select(['slug']).executeTakeFirstOrThrow();
      const article = await requestPage(`/blog/${blog.slug}`);
      expect(article.statusCode).toBe(200);
      expect(article.body).toContain('<meta property="og:type" content="article">');
      expect((await requestPage('/blog/no-such-article')).statusCode).toBe(404);
    });

    it('uses brand defaults when a route has no seo_pages row', async () => {
      await testApp.app.db.deleteFrom('seo_pages').where('id', '=', 3).execute();
      const response = await requestPage('/contact');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<title>${brand.defaultTitle}</title>`);
      expect(response.body).toContain(`<meta property="og:image" content="${brand.defaultShareImage}">`);
    });

    it('rereads index.html when the build replaces it', async () => {
      const file = path.join(siteRoot, 'shell', 'dist', 'index.html');
      expect((await requestPage('/about')).body).not.toContain('data-build="2"');
      // the template is kept in memory and read again once the operating system reports the change
      fs.writeFileSync(file, FAKE_SHELL_TEMPLATE.replace('<div id="root">', '<div id="root" data-build="2">'));
      await waitUntil(async () => (await requestPage('/about')).body.includes('data-build="2"'), 'the rebuilt index.html to be served');
    });

    it('serves the shell files with cache headers by name', async () => {
      const hashed = await requestPage('/main.4f5a9c1b.js');
      expect(hashed.statusCode).toBe(200);
      expect(hashed.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(hashed.headers['content-type']).toMatch(/javascript/);
      expect(hashed.headers.etag).toBeDefined();

      const plain = await requestPage('/favicon.svg');
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['cache-control']).toBe('no-cache');
    });

    it("sends a built file's precompressed .br or .gz to a browser that accepts it, and the file itself otherwise", async () => {
      const shell = path.join(siteRoot, 'shell', 'dist');
      const original = fs.readFileSync(path.join(shell, 'main.4f5a9c1b.js'));
      // marked, to tell the build's copy from one the server would compress itself
      const built = Buffer.concat([original, Buffer.from('/* compressed by the build */\n')]);
      fs.writeFileSync(path.join(shell, 'main.4f5a9c1b.js.br'), zlib.brotliCompressSync(built));
      fs.writeFileSync(path.join(shell, 'main.4f5a9c1b.js.gz'), zlib.gzipSync(built));
      try {
        const brotli = await requestPage('/main.4f5a9c1b.js', { 'accept-encoding': 'gzip, deflate, br' });
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(built)).toBe(true);
        expect(brotli.headers.vary).toMatch(/accept-encoding/i);
        expect(brotli.headers['cache-control']).toBe(IMMUTABLE_CACHE);

        const gzip = await requestPage('/main.4f5a9c1b.js', { 'accept-encoding': 'gzip' });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(gzip.rawPayload).equals(built)).toBe(true);

        const identity = await requestPage('/main.4f5a9c1b.js', { 'accept-encoding': 'identity' });
        expect(identity.headers['content-encoding']).toBeUndefined();
        expect(identity.rawPayload.equals(original)).toBe(true);
      } finally {
        fs.rmSync(path.join(shell, 'main.4f5a9c1b.js.br'));
        fs.rmSync(path.join(shell, 'main.4f5a9c1b.js.gz'));
      }
    });

    it('serves each remote under /remotes/<name>/ with cache headers by name', async () => {
      const entry = await requestPage('/remotes/marketing/remoteEntry.js');
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toContain('marketing entry');
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.headers['access-control-allow-origin']).toBe('*');

      const manifest = await requestPage('/remotes/passes/mf-manifest.json');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.json().name).toBe('passes');
      expect(manifest.headers['cache-control']).toBe('no-cache');

      const chunk = await requestPage('/remotes/careers/123.9b8c7d6e.js');
      expect(chunk.statusCode).toBe(200);
      expect(chunk.body).toContain('careers chunk');
      expect(chunk.headers['cache-control']).toBe(IMMUTABLE_CACHE);

      for (const url of ['/remotes/marketing/missing.js', '/remotes/unknown/remoteEntry.js', '/remotes/marketing', '/remotes/marketing/']) {
        const response = await requestPage(url);
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.json().success).toBe(false);
      }
    });

    it('serves public artwork from /uploads and nothing outside it', async () => {
      const image = await requestPage('/uploads/testimonial/rider-anita.svg');
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(image.headers['cache-control']).toBe('public, max-age=86400');

      writeTestFile(path.join(testApp.config.uploadsDir, '.private', 'secret.txt'), 'TOP-SECRET-CONTENT');
      for (const url of [
        '/uploads/testimonial/missing.svg',
        '/uploads/.private/secret.txt',
        '/uploads/..%2f..%2fchalein-test.db',
        '/uploads/%2e%2e/%2e%2e/chalein-test.db',
      ]) {
        const response = await requestPage(url);
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.body).not.toContain('TOP-SECRET-CONTENT');
      }
      // the shell's root does not leak files beside it either
      const escape = await requestPage('/..%2f..%2fchalein-test.db');
      expect(escape.headers['content-type']).toMatch(/text\/html/);
    });

    it('compresses uploaded artwork itself: no .br or .gz beside an upload is looked for or sent in its place', async () => {
      const svg = path.join(testApp.config.uploadsDir, 'testimonial', 'rider-anita.svg');
      const original = fs.readFileSync(svg);
      fs.writeFileSync(`${svg}.br`, zlib.brotliCompressSync(Buffer.from('<svg>not the artwork</svg>')));
      try {
        const image = await requestPage('/uploads/testimonial/rider-anita.svg', { 'accept-encoding': 'br' });
        expect(image.statusCode).toBe(200);
        const bytes = image.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(image.rawPayload) : image.rawPayload;
        expect(bytes.equals(original)).toBe(true);
      } finally {
        fs.rmSync(`${svg}.br`);
      }
    });

    it('compresses JavaScript and HTML', async () => {
      const js = await requestPage('/main.4f5a9c1b.js', { 'accept-encoding': 'gzip' });
      expect(js.headers['content-encoding']).toBe('gzip');
      const html = await requestPage('/pricing', { 'accept-encoding': 'br' });
      expect(html.headers['content-encoding']).toBe('br');
    });

    it('answers /remotes.json fresh on every request, so replacing the file redeploys a remote', async () => {
      const first = await requestPage('/remotes.json');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['content-type']).toMatch(/application\/json/);
      expect(first.json()).toEqual({ marketing: '/remotes/marketing/mf-manifest.json' });

      const replaced = { marketing: '/remotes/marketing/mf-manifest.json?v=2', careers: '/remotes/careers/mf-manifest.json' };
      fs.writeFileSync(testApp.config.remotesConfigFile, JSON.stringify(replaced));
      const second = await requestPage('/remotes.json', { 'if-none-match': String(first.headers.etag) });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(replaced);

      const unchanged = await requestPage('/remotes.json', { 'if-none-match': String(second.headers.etag) });
      expect(unchanged.statusCode).toBe(304);

      fs.writeFileSync(testApp.config.remotesConfigFile, '{"marketing": ');
      const halfWritten = await requestPage('/remotes.json');
      expect(halfWritten.statusCode).toBe(503);
      expect(halfWritten.headers['retry-after']).toBe('1');
    });

    it('keeps other methods and /api paths out of the SPA fallback', async () => {
      const post = await testApp.app.inject({ method: 'POST', url: '/pricing', headers: { host: HOST } });
      expect(post.statusCode).toBe(404);
      expect(post.json().success).toBe(false);
      const api = await requestPage('/api/pricing');
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toMatch(/application\/json/);
    });
  });
});

describe('the host a request names', () => {
  const ATTACKER = 'evil.example';

  async function readHead(env: Record<string, string>, url: string): Promise<string> {
    const testApp = await createSiteTestApp({ TRUST_PROXY: 'true', ...env });
    try {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { host: ATTACKER, 'x-forwarded-host': ATTACKER, 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      return response.body.slice(0, response.body.indexOf('</head>'));
    } finally {
      await testApp.closeTestApp();
    }
  }

  it('never reaches the canonical link, og:url or og:image without PUBLIC_ORIGIN: they are paths, og:url left out', async () => {
    for (const url of ['/pricing', '/about']) {
      const head = await readHead({}, url);
      expect(head).not.toContain(ATTACKER);
      expect(head).toContain(`<link rel="canonical" href="${url}">`);
      expect(head).toMatch(/<meta property="og:image" content="\/[^/"]/);
      expect(head).not.toContain('og:url');
    }
  });

  it('never reaches them with PUBLIC_ORIGIN either: every absolute URL is made from it', async () => {
    const head = await readHead({ PUBLIC_ORIGIN: 'https://www.chalein.in' }, '/pricing');
    expect(head).not.toContain(ATTACKER);
    expect(head).toContain('<link rel="canonical" href="https://www.chalein.in/pricing">');
    expect(head).toContain('<meta property="og:url" content="https://www.chalein.in/pricing">');
    expect(head).toMatch(/<meta property="og:image" content="https:\/\/www\.chalein\.in\//);
  });
});

describe('the test payments banner', () => {
  const BANNER = /<body>\s*<div class="test-payments-banner" role="status">Test payments: no real money is charged/;

  async function requestPages(env: Record<string, string>): Promise<string[]> {
    const testApp = await createSiteTestApp(env);
    try {
      const bodies: string[] = [];
      for (const url of ['/', '/pricing', '/no-such-page']) {
        bodies.push((await testApp.app.inject({ method: 'GET', url, headers: { host: HOST } })).body);
      }
      return bodies;
    } finally {
      await testApp.closeTestApp();
    }
  }

  it('is written into every page right after <body> when the sandbox runs in production', async () => {
    const pages = await requestPages({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://www.chalein.in',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    for (const html of pages) expect(html).toMatch(BANNER);
  });

  it('is absent with the sandbox outside production', async () => {
    const pages = await requestPages({});
    for (const html of pages) {
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('test-payments-banner');
    }
  });
});
