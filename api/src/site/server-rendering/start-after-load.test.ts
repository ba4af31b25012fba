/**
 * @jest-environment jest-fixed-jsdom
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IDEMPOTENCY_KEY_FIELD } from '@chalein/shared/api/idempotency-key';
import { HYDRATED_ATTRIBUTE, HYDRATION_FAILED_ATTRIBUTE, REMOTE_PAGE_ATTRIBUTE } from '@chalein/shared/lib/dom-markers';
import { nextFrame, preloadedScripts, runStarter, startedScripts } from '../../test-support/starter-page';
import { START_AFTER_LOAD_SCRIPT, START_AFTER_LOAD_SCRIPT_HASH, startScriptsAfterLoad } from './start-after-load';

// the shell's built index.html as html-webpack-plugin minifies it, with the head the server writes for a page it
// rendered: the lead image preloaded and the stylesheet applied
const builtHtml =
  '<!doctype html><html><head><script defer src=/main.1a2b3c.js></script>    <title>Chalein</title>\n' +
  '    <link rel="preload" href="/uploads/brand/hero-city.svg" as="image" fetchpriority="high">\n' +
  '    <link rel="stylesheet" href="/361.css">\n' +
  '</head><body><div id="root" data-ssr=""><main><h1>Home</h1></main></div></body></html>';

describe('startScriptsAfterLoad', () => {
  it('puts the inline starter, with the scripts to start and to preload then, where the deferred script was', () => {
    const html = startScriptsAfterLoad(builtHtml, ['/470.js', '/remotes/marketing/remoteEntry.js']);
    expect(html).toContain(
      '<script data-start-after-load="/main.1a2b3c.js" data-preload-after-load="/470.js /remotes/marketing/remoteEntry.js">' +
        `${START_AFTER_LOAD_SCRIPT}</script>`,
    );
    expect(html).not.toContain('<script defer');
    // the rest of the page is as it was
    expect(html.replace(/<script data-start-after-load[\s\S]*?<\/script>/, '<script defer src=/main.1a2b3c.js></script>')).toBe(builtHtml);
  });

  it('escapes what it writes into its attributes, and writes no preload attribute when there is nothing to preload', () => {
    const html = startScriptsAfterLoad('<head><script defer src="/a.js"></script></head>', ['/b.js?x=1&y="2"']);
    expect(html).toContain('data-preload-after-load="/b.js?x=1&amp;y=&quot;2&quot;"');
    expect(startScriptsAfterLoad('<head><script defer src="/a.js"></script></head>')).not.toContain('data-preload-after-load=');
  });

  it('starts every deferred script, in order, from one starter', () => {
    const html = startScriptsAfterLoad('<head><script defer src="/a.js"></script><script defer src=/b.js></script></head>');
    expect(html).toBe(`<head><script data-start-after-load="/a.js /b.js">${START_AFTER_LOAD_SCRIPT}</script></head>`);
  });

  it('leaves HTML without deferred scripts as it is', () => {
    const html = '<head><link rel="preload" href="/470.js" as="script"></head>';
    expect(startScriptsAfterLoad(html, ['/470.js'])).toBe(html);
  });

  it('is start-after-load-script.ts bundled and minified, with the markers it shares with the app', () => {
    const source = fs.readFileSync(path.join(__dirname, 'start-after-load-script.ts'), 'utf8');
    // one statement on one line, no comments, well under half its source
    expect(START_AFTER_LOAD_SCRIPT).toMatch(/^"use strict";\(\(\)=>\{[^\n]+\}\)\(\);\n$/);
    expect(START_AFTER_LOAD_SCRIPT).not.toMatch(/\/\/ |\/\*/);
    expect(START_AFTER_LOAD_SCRIPT.length).toBeLessThan(source.length / 2);
    // the names it imports from shared are in it as their values: it runs alone, before any bundle
    for (const marker of [HYDRATED_ATTRIBUTE, HYDRATION_FAILED_ATTRIBUTE, REMOTE_PAGE_ATTRIBUTE, IDEMPOTENCY_KEY_FIELD]) {
      expect(START_AFTER_LOAD_SCRIPT).toContain(`"${marker}"`);
    }
    expect(START_AFTER_LOAD_SCRIPT).not.toMatch(/\bimport\b|\brequire\(/);
    // nothing in it can end the inline script early or open a comment in it
    expect(START_AFTER_LOAD_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });

  it("is allowed by the policy's hash of exactly the starter's text", () => {
    const inline = /<script data-start-after-load="[^"]*" data-preload-after-load="[^"]*">([\s\S]*?)<\/script>/.exec(
      startScriptsAfterLoad(builtHtml, ['/470.js']),
    )?.[1];
    expect(inline).toBe(START_AFTER_LOAD_SCRIPT);
    expect(START_AFTER_LOAD_SCRIPT_HASH).toBe(
      `'sha256-${createHash('sha256')
        .update(inline ?? '')
        .digest('base64')}'`,
    );
  });
});

describe('the starter in a page', () => {
  beforeEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  it('starts nothing while the page loads, then the scripts in order once it has loaded and painted', async () => {
    runStarter('/main.js /470.js', 'loading');
    await nextFrame();
    expect(startedScripts()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    expect(startedScripts()).toEqual([]);
    await nextFrame();
    expect(startedScripts()).toEqual(['/main.js', '/470.js']);
    // in order, as the page listed them, although they are fetched in parallel
    expect([...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].every((script) => !script.async)).toBe(true);
  });

  it('asks for the files the scripts will load when it starts them, not before, one to a task', async () => {
    const preloads = ['/14.js', '/180.js', '/262.js', '/470.js', '/481.js', '/remotes/passes/remoteEntry.js'];
    runStarter('/main.js', 'loading', preloads.join(' '));
    await nextFrame();
    expect(preloadedScripts()).toEqual([]);

    document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(startedScripts()).toEqual(['/main.js']);
    expect(preloadedScripts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadedScripts()).toEqual(preloads.slice(0, 1));
    await nextFrame();
    expect(preloadedScripts()).toEqual(preloads);
  });

  it('starts them at once when the visitor reaches for the page first, and only once', async () => {
    runStarter('/main.js', 'loading');
    document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(startedScripts()).toEqual(['/main.js']);

    document.dispatchEvent(new Event('keydown', { bubbles: true }));
    window.dispatchEvent(new Event('load'));
    await nextFrame();
    expect(startedScripts()).toEqual(['/main.js']);
  });

  it('starts them after the next paint when the page had already loaded', async () => {
    runStarter('/main.js', 'complete');
    expect(startedScripts()).toEqual([]);
    await nextFrame();
    expect(startedScripts()).toEqual(['/main.js']);
  });
});
