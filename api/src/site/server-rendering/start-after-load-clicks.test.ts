/**
 * @jest-environment jest-fixed-jsdom
 */
import {
  HYDRATED_ATTRIBUTE,
  HYDRATES_WHEN_NEAR_ATTRIBUTE,
  REMOTE_PAGE_ATTRIBUTE,
  ROOT_ID,
  withAttribute,
} from '@chalein/shared/lib/dom-markers';
import { nextFrame, runStarter, startedScripts } from '../../test-support/starter-page';

// A document of its own (one jsdom per test file): the page has exactly one starter, as a served page has.

describe('the starter and buttons tapped before hydration', () => {
  it('holds a tap on a button of a part not yet hydrated and taps it again once that part has hydrated, once', async () => {
    document.body.innerHTML =
      '<div id="root" data-ssr=""><header><button type="button" id="menu">Menu</button></header>' +
      '<div data-remote-page=""><button type="button" id="play">Pause</button>' +
      '<div data-hydrates-when-near=""><button type="button" id="more">View More</button>' +
      '<form><button id="send">Send</button></form><a href="#faq" id="faq">see more faq</a></div></div></div>';
    runStarter('/main.js', 'loading');
    // what React's handler at the root would hear: each tap that reaches the page
    const heard: string[] = [];
    const onClick = (event: MouseEvent) => heard.push((event.target as HTMLElement).id);
    const onSubmit = (event: SubmitEvent) => event.preventDefault();
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    try {
      const tap = (id: string) => document.getElementById(id)!.click();
      tap('more');
      tap('more');
      // held, not heard: the scripts start
      expect(heard).toEqual([]);
      expect(startedScripts()).toEqual(['/main.js']);

      // a link and a form's own button keep what the browser does with them (the form's sending is held apart)
      tap('faq');
      tap('send');
      expect(heard).toEqual(['faq', 'send']);

      // the layout and the page hydrating do not release a tap on a section that hydrates as it nears the screen
      tap('menu');
      document.getElementById(ROOT_ID)!.setAttribute(HYDRATED_ATTRIBUTE, '');
      document.querySelector(withAttribute(REMOTE_PAGE_ATTRIBUTE))!.setAttribute(HYDRATED_ATTRIBUTE, '');
      await nextFrame();
      expect(heard).toEqual(['faq', 'send', 'menu']);

      // the section hydrating taps its button again, once however often it was tapped
      document.querySelector(withAttribute(HYDRATES_WHEN_NEAR_ATTRIBUTE))!.setAttribute(HYDRATED_ATTRIBUTE, '');
      await nextFrame();
      expect(heard).toEqual(['faq', 'send', 'menu', 'more']);

      // once hydrated, a button is the page's own: nothing is held or tapped twice
      tap('more');
      tap('play');
      await nextFrame();
      expect(heard).toEqual(['faq', 'send', 'menu', 'more', 'more', 'play']);
    } finally {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
      document.body.innerHTML = '';
    }
  });

  it('leaves a button that opens a popover to the browser: it opens before hydration, and is not tapped again after', async () => {
    document.body.innerHTML =
      '<div id="root" data-ssr=""><header><button type="button" id="menu" popovertarget="nav">Menu</button>' +
      '<nav id="nav" popover="">links</nav></header></div>';
    runStarter('/main.js', 'loading');
    const menu = document.getElementById('menu')!;
    // jsdom has no popovers: the property a browser that opens them gives such a button
    Object.defineProperty(menu, 'popoverTargetElement', { value: document.getElementById('nav') });
    // heard on the window after the starter's own listener (React's, at #root, is kept from it: see below)
    const heard: string[] = [];
    const onClick = (event: MouseEvent) => {
      if (!event.defaultPrevented) heard.push((event.target as HTMLElement).id);
    };
    window.addEventListener('click', onClick, true);
    try {
      menu.click();
      expect(heard).toEqual(['menu']);
      document.getElementById(ROOT_ID)!.setAttribute(HYDRATED_ATTRIBUTE, '');
      await nextFrame();
      expect(heard).toEqual(['menu']);
    } finally {
      window.removeEventListener('click', onClick, true);
      document.body.innerHTML = '';
    }
  });

  it('keeps a tap on a question or a popover button from React at #root until its part has hydrated, default and all', async () => {
    document.body.innerHTML =
      '<div id="root" data-ssr=""><header><button type="button" id="menu" popovertarget="nav">Menu</button>' +
      '<nav id="nav" popover="">links</nav></header>' +
      '<div data-remote-page=""><details><summary id="question"><h3 id="heading">Can I pay by UPI?</h3></summary>' +
      '<p>Yes.</p></details><a href="#faq" id="faq">see more faq</a><button type="button" id="play">Pause</button></div></div>';
    runStarter('/main.js', 'loading');
    // jsdom has no popovers: the property a browser that opens them gives such a button
    Object.defineProperty(document.getElementById('menu'), 'popoverTargetElement', { value: document.getElementById('nav') });
    const root = document.getElementById(ROOT_ID)!;
    // React listens at its container, in the capture phase too; the window's listeners come before it
    const reactHeard: string[] = [];
    const windowHeard: string[] = [];
    const onRoot = (event: Event) => reactHeard.push(`${event.type} ${(event.target as HTMLElement).id}`);
    const onWindow = (event: Event) => windowHeard.push(`${event.type} ${(event.target as HTMLElement).id}`);
    const types = ['pointerdown', 'touchstart', 'mousedown', 'focusin', 'click', 'keydown', 'transitionrun', 'transitionstart'];
    for (const type of types) {
      root.addEventListener(type, onRoot, true);
      window.addEventListener(type, onWindow, true);
    }
    // true when nothing prevented the event's default: the browser then opens the question or the menu
    const press = (id: string, type: string) =>
      document.getElementById(id)!.dispatchEvent(new Event(type, { bubbles: true, cancelable: true, composed: true }));
    try {
      expect(types.map((type) => press('heading', type))).toEqual(types.map(() => true));
      expect(types.map((type) => press('menu', type))).toEqual(types.map(() => true));
      expect(reactHeard).toEqual([]);
      expect(windowHeard).toEqual([...types.map((type) => `${type} heading`), ...types.map((type) => `${type} menu`)]);

      // a link is the app's to follow once hydrated (the router's), and a scripted button is held: neither is kept
      // from React here
      press('faq', 'pointerdown');
      press('play', 'pointerdown');
      expect(reactHeard).toEqual(['pointerdown faq', 'pointerdown play']);

      // hydrated, each is the page's own again: React hears the question's tap, the layout's the menu's
      document.querySelector(withAttribute(REMOTE_PAGE_ATTRIBUTE))!.setAttribute(HYDRATED_ATTRIBUTE, '');
      press('heading', 'pointerdown');
      press('menu', 'pointerdown');
      expect(reactHeard).toEqual(['pointerdown faq', 'pointerdown play', 'pointerdown heading']);
      root.setAttribute(HYDRATED_ATTRIBUTE, '');
      press('menu', 'pointerdown');
      expect(reactHeard).toEqual(['pointerdown faq', 'pointerdown play', 'pointerdown heading', 'pointerdown menu']);
    } finally {
      for (const type of types) {
        root.removeEventListener(type, onRoot, true);
        window.removeEventListener(type, onWindow, true);
      }
      document.body.innerHTML = '';
    }
  });
});
