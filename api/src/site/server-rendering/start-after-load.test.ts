/**
 * @jest-environment jest-fixed-jsdom
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IDEMPOTENCY_KEY_FIELD } from '@chalein/shared/api/idempotency-key';
import { HYDRATED_ATTRIBUTE, HYDRATION_FAILED_ATTRIBUTE, REMOTE_PAGE_ATTRIBUTE } from '@chalein/shared/lib/dom-markers';
import { nextFrame, preloadedScripts, runStarter, startedScripts } from '../../test-support/starter-page';
import { START_AFTER_LOAD_SCRIPT, START_AFTER_LOAD_SCRIPT_HASH } from './start-after-load';

// What the page's inline starter is: assemble-document.test.ts checks where the page puts it.
describe('the built starter', () => {
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
    expect(START_AFTER_LOAD_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(START_AFTER_LOAD_SCRIPT).digest('base64')}'`);
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
