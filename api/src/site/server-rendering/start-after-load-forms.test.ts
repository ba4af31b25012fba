/**
 * @jest-environment jest-fixed-jsdom
 */
import { nextFrame, runStarter, startedScripts } from '../../test-support/starter-page';

// A document of its own (one jsdom per test file): the page has exactly one starter, as a served page has.

describe('the starter and forms sent before hydration', () => {
  it('keeps what was typed before its part of the page hydrated, and sends a form held until then again, with its button', async () => {
    document.body.innerHTML =
      '<div id="root" data-ssr=""><footer><form id="newsletter"><input name="email"><button>Subscribe</button></form></footer>' +
      '<div data-remote-page=""><form id="contact"><input name="name"><button name="send" value="yes">Send</button></form></div></div>';
    runStarter('/main.js', 'loading');
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
      document.getElementById('root')!.setAttribute('data-hydrated', '');
      await nextFrame();
      expect(reached).toEqual(['contact held send']);

      // hydrating the page puts back the value React holds for its controlled field
      name.value = '';
      const heard: string[] = [];
      name.addEventListener('input', () => heard.push(name.value));
      document.querySelector('[data-remote-page]')!.setAttribute('data-hydrated', '');
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
});
