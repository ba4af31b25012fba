import fs from 'node:fs';
import path from 'node:path';
import { INTERNAL_ERROR_MESSAGE } from './http/error-handlers';
import { createTestApp, writeTestFile, type TestApp } from './test-support/test-app';
import { waitUntil } from '@chalein/testing/wait-until';
import { START_AFTER_LOAD_SCRIPT_HASH } from './site/server-rendering/start-after-load';
import { readEnglishMessage } from '@chalein/testing/validation-messages';

describe('the API contract', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({}, (app) => {
      // a route that fails the way a bug would, with a message that must never reach the client
      app.get('/api/test-only/fault', async () => {
        throw new Error('SQLITE_CORRUPT at /srv/secret/chalein.db');
      });
    });
  });
  afterAll(() => testApp.closeTestApp());

  it('answers an unknown /api path with 404 in the envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/no-such-route?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ success: false, message: `Not found: ${method} /api/no-such-route` });
    }
    const bare = await testApp.app.inject({ method: 'GET', url: '/api' });
    expect(bare.statusCode).toBe(404);
    expect(bare.json().success).toBe(false);
  });

  it('answers 413 to a body over the limit', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/seodata',
      payload: { id: 1, padding: 'x'.repeat(testApp.config.bodyLimitBytes + 1) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The request is too large.' });
  });

  it('answers 500 with a generic message and no stack trace to a fault', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test-only/fault' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: readEnglishMessage(INTERNAL_ERROR_MESSAGE) });
    expect(response.body).not.toMatch(/SQLITE|secret|stack|at .*\.ts/);
  });

  it('answers 500 without details when the database fails under a route', async () => {
    const { app, closeTestApp } = await createTestApp();
    try {
      await app.db.schema.dropTable('faqs').execute();
      const response = await app.inject({ method: 'GET', url: '/api/faqs' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, message: readEnglishMessage(INTERNAL_ERROR_MESSAGE) });
      expect(response.body).not.toMatch(/faqs|no such table/i);
    } finally {
      await closeTestApp();
    }
  });

  it('sends the security headers with a strict Content-Security-Policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // scripts from this origin, and the one inline script a server-rendered page has (by its hash): nothing else
    expect(csp).toMatch(new RegExp(`script-src 'self' ${START_AFTER_LOAD_SCRIPT_HASH.replace(/[+/]/g, '\\$&')}\\s*(;|$)`));
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('allows the origins of remotes.json for scripts, styles, images, fonts and fetches, following the file as it changes', async () => {
    const remotesFile = testApp.config.remotesConfigFile;
    writeTestFile(
      remotesFile,
      JSON.stringify({ marketing: '/remotes/marketing/mf-manifest.json', careers: 'https://careers.cdn.example/mf-manifest.json' }),
    );
    const first = String((await testApp.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(first).toContain(`script-src 'self' ${START_AFTER_LOAD_SCRIPT_HASH} https://careers.cdn.example`);
    expect(first).toContain("connect-src 'self' https://careers.cdn.example");
    // a remote on another host loads its CSS chunks and artwork from there too
    expect(first).toContain("style-src 'self' 'unsafe-inline' https://careers.cdn.example");
    expect(first).toContain("img-src 'self' data: https://careers.cdn.example");
    expect(first).toContain("font-src 'self' https://careers.cdn.example");

    // the file is watched, not read per request: the policy follows once the change is reported
    fs.writeFileSync(remotesFile, JSON.stringify({ careers: 'careers@http://localhost:3002/mf-manifest.json' }));
    const readPolicy = async () =>
      String((await testApp.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    await waitUntil(async () => (await readPolicy()).includes('localhost:3002'), 'the policy to follow the replaced remotes.json');
    const second = await readPolicy();
    expect(second).toContain(`script-src 'self' ${START_AFTER_LOAD_SCRIPT_HASH} http://localhost:3002`);
    expect(second).not.toContain('careers.cdn.example');
    fs.rmSync(path.dirname(remotesFile), { recursive: true, force: true });
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/faqs', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    // the ETag is computed on the JSON, before compression, and still answers 304
    const etag = String(response.headers.etag);
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/api/faqs',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});
