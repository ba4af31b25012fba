/**
 * @jest-environment jest-fixed-jsdom
 */
import {
  HELD_LABEL_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  HYDRATION_FAILED_ATTRIBUTE,
  REMOTE_PAGE_ATTRIBUTE,
  ROOT_ID,
  withAttribute,
} from '@chalein/shared/lib/dom-markers';
import { nextFrame, runStarter, startedScripts } from '../../test-support/starter-page';

// A document of its own (one jsdom per test file): the page has exactly one starter, as a served page has.

describe('the starter and forms sent before hydration', () => {
  // one starter for the file's tests, in turn, as a page has one: each test puts its own page in the body
  beforeAll(() => runStarter('/main.js', 'loading'));

  it('keeps what was typed before its part of the page hydrated, and sends a form held until then again, with its button', async () => {
    document.body.innerHTML =
      '<div id="root" data-ssr=""><footer><form id="newsletter"><input name="email"><button>Subscribe</button></form></footer>' +
      '<div data-remote-page=""><form id="contact"><input name="name"><button name="send" value="yes">Send</button></form></div></div>';
    // what React's handler would see: each submission that reaches the page, and whether it was still the browser's to send
    const reached: string[] = [];
    const onSubmit = (event: SubmitEvent) => {
      reached.push(
        `${(event.target as HTMLFormElement).id} ${event.defaultPrevented ? 'held' : 'live'} ${event.submitter?.getAttribute('name') ?? ''}`,
      );
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    try {
      const contact = document.querySelector<HTMLFormElement>('#contact')!;
      const name = contact.querySelector('input')!;
      // typed as a visitor types: the value, then an input event
      name.value = 'Asha';
      name.dispatchEvent(new Event('input', { bubbles: true }));
      contact.querySelector('button')!.click();
      // held: the browser does not send it, the scripts start, and what was typed stays
      expect(reached).toEqual(['contact held send']);
      expect(startedScripts()).toEqual(['/main.js']);
      expect(contact.querySelector('input')!.value).toBe('Asha');

      // the layout hydrating does not release a form of the remote's page
      document.getElementById(ROOT_ID)!.setAttribute(HYDRATED_ATTRIBUTE, '');
      await nextFrame();
      expect(reached).toEqual(['contact held send']);

      // hydrating the page puts back the value React holds for its controlled field
      name.value = '';
      const heard: string[] = [];
      name.addEventListener('input', () => heard.push(name.value));
      document.querySelector(withAttribute(REMOTE_PAGE_ATTRIBUTE))!.setAttribute(HYDRATED_ATTRIBUTE, '');
      await nextFrame();
      // typed again so that React hears it, before the held form is sent again
      expect(name.value).toBe('Asha');
      expect(heard).toEqual(['Asha']);
      expect(reached).toEqual(['contact held send', 'contact live send']);

      // once hydrated, a form is the page's own: nothing is held or sent twice
      document.querySelector<HTMLFormElement>('#newsletter')!.querySelector('button')!.click();
      await nextFrame();
      expect(reached).toEqual(['contact held send', 'contact live send', 'newsletter live ']);
    } finally {
      document.removeEventListener('submit', onSubmit);
      document.body.innerHTML = '';
    }
  });

  it('shows a held submit as sending at once, drops a second tap, and sends it once with the key it gave it', async () => {
    document.body.innerHTML =
      '<div id="root" data-ssr=""><div data-remote-page=""><form id="contact">' +
      '<input type="hidden" name="idempotencyKey" value=""><input name="name">' +
      '<button type="submit" class="button" aria-label="Send the message">Submit</button></form></div></div>';
    const contact = document.querySelector<HTMLFormElement>('#contact')!;
    const button = contact.querySelector('button')!;
    const keyField = contact.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')!;
    const reached: string[] = [];
    const onSubmit = (event: SubmitEvent) => {
      reached.push(`${event.defaultPrevented ? 'held' : 'live'} key=${keyField.value} label=${button.getAttribute('aria-label')}`);
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    try {
      button.click();
      const key = keyField.value;
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      // at once, in the same task as the tap: the label drawn over the button, and what assistive technology hears
      expect(button.getAttribute(HELD_LABEL_ATTRIBUTE)).toBe('Sending…');
      expect(button.getAttribute('aria-label')).toBe('Sending…');
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(document.head.querySelector('style')?.textContent).toContain('content:attr(data-held-label)');
      // the button's own text is left as the server rendered it, for React to hydrate without a mismatch
      expect(button.textContent).toBe('Submit');

      // two more taps while it is held: dropped, and the key stays the first one
      button.click();
      contact.requestSubmit();
      expect(keyField.value).toBe(key);
      expect(reached).toEqual([`held key=${key} label=Sending…`, `held key=${key} label=Sending…`, `held key=${key} label=Sending…`]);

      // hydrating empties the key field (React puts back what it rendered); the starter puts the key back for the send
      keyField.value = '';
      document.querySelector(withAttribute(REMOTE_PAGE_ATTRIBUTE))!.setAttribute(HYDRATED_ATTRIBUTE, '');
      await nextFrame();
      expect(reached.slice(3)).toEqual([`live key=${key} label=Send the message`]);
      // the button is React's again, as it was
      expect(button.hasAttribute(HELD_LABEL_ATTRIBUTE)).toBe(false);
      expect(button.hasAttribute('aria-busy')).toBe(false);
      expect(button.hasAttribute('aria-disabled')).toBe(false);
      expect(button.hasAttribute('style')).toBe(false);
      expect(button.textContent).toBe('Submit');
    } finally {
      document.removeEventListener('submit', onSubmit);
      document.body.innerHTML = '';
    }
  });

  it('makes its key from getRandomValues where randomUUID is missing (a page on plain HTTP)', () => {
    document.body.innerHTML =
      '<div id="root" data-ssr=""><form id="newsletter"><input type="hidden" name="idempotencyKey" value=""><input name="email"><button>Subscribe</button></form></div>';
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('submit', stop);
    try {
      document.querySelector('button')!.click();
      expect(document.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')!.value).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(document.querySelector('button')!.getAttribute(HELD_LABEL_ATTRIBUTE)).toBe('Sending…');
    } finally {
      document.removeEventListener('submit', stop);
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
      document.body.innerHTML = '';
    }
  });

  it('sends a held form as a post without scripts when its part cannot be loaded, and lets a GET form go', async () => {
    document.body.innerHTML =
      '<div id="root" data-ssr="" data-hydrated=""><div data-remote-page="">' +
      '<form id="contact" method="post" action="/contact"><input type="hidden" name="idempotencyKey" value="">' +
      '<input name="name"><button type="submit">Submit</button></form>' +
      '<form id="search" action="/search"><input name="q"><button type="submit">Search</button></form></div></div>';
    const reached: string[] = [];
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      const key = form.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')?.value;
      reached.push(`${form.id} ${event.defaultPrevented ? 'held' : 'sent'}${key ? ' with its key' : ''}`);
      // jsdom cannot navigate: what the browser would post is what reached this listener unprevented
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    try {
      const contactButton = document.querySelector<HTMLButtonElement>('#contact button')!;
      const searchButton = document.querySelector<HTMLButtonElement>('#search button')!;
      contactButton.click();
      searchButton.click();
      expect(reached).toEqual(['contact held with its key', 'search held']);
      expect(searchButton.getAttribute(HELD_LABEL_ATTRIBUTE)).toBe('Sending…');

      // the shell could not load the page's remote: nothing will hydrate it
      document.querySelector(withAttribute(REMOTE_PAGE_ATTRIBUTE))!.setAttribute(HYDRATION_FAILED_ATTRIBUTE, '');
      await nextFrame();
      // the post goes to the server as it would without scripts, key and all, and still says it is sending
      expect(reached).toEqual(['contact held with its key', 'search held', 'contact sent with its key']);
      expect(contactButton.getAttribute(HELD_LABEL_ATTRIBUTE)).toBe('Sending…');
      // a GET would put what was typed in the address: not sent, and the button no longer claims to be sending
      expect(searchButton.hasAttribute(HELD_LABEL_ATTRIBUTE)).toBe(false);
      expect(searchButton.hasAttribute('aria-busy')).toBe(false);
      // another tap on the posted form is the same submission: not sent again
      contactButton.click();
      expect(reached.slice(3)).toEqual(['contact held with its key']);

      // a form tapped once its part has already failed is posted at once, with a key, and only once
      const late = document.createElement('form');
      late.id = 'late';
      late.method = 'post';
      late.innerHTML = '<input type="hidden" name="idempotencyKey" value=""><button type="submit">Submit</button>';
      document.querySelector(withAttribute(REMOTE_PAGE_ATTRIBUTE))!.appendChild(late);
      late.querySelector('button')!.click();
      late.querySelector('button')!.click();
      expect(reached.slice(4)).toEqual(['late sent with its key', 'late held with its key']);
      expect(late.querySelector('button')!.getAttribute(HELD_LABEL_ATTRIBUTE)).toBe('Sending…');
    } finally {
      document.removeEventListener('submit', onSubmit);
      document.body.innerHTML = '';
    }
  });
});
