import { CLIENT_EVENTS_PATH } from '@chalein/shared/lib/client-events';
import {
  createClientEventReporter,
  listStackUrls,
  MAX_REPORTS_PER_LOAD,
  readErrorCode,
  reportRemoteEvent,
  startClientEventReporting,
} from './report-client-event';

const BASE = 'https://chalein.in/jobs?ref=mail';
const entries = {
  careers: '/deployments/careers/v2.1/remoteEntry.js',
  marketing: '/remotes/marketing/remoteEntry.js',
  passes: 'https://cdn.example.net/passes/remoteEntry.js',
};

function createReporter(overrides: { share?: number; random?: () => number } = {}) {
  const sent: unknown[] = [];
  const reporter = createClientEventReporter({
    listEntries: () => entries,
    send: (body) => sent.push(JSON.parse(body)),
    baseUrl: BASE,
    ...overrides,
  });
  return { reporter, sent };
}

function errorFrom(name: string, message: string, stack: string): Error {
  const error = new Error(message);
  error.name = name;
  error.stack = `${name}: ${message}\n${stack}`;
  return error;
}

describe('reporting errors of remotes', () => {
  it("reports a remote's load failure for the version of its entry, with the error's name and never its message", () => {
    const { reporter, sent } = createReporter();
    reporter.reportRemoteEvent('careers', 'load-failure', errorFrom('ChunkLoadError', 'Loading chunk 123 failed. (/x?email=a@b.in)', ''));
    reporter.reportRemoteEvent('marketing', 'render-error', new TypeError("Cannot read properties of undefined (reading 'name')"));
    expect(sent).toEqual([
      { remote: 'careers', version: 'v2.1', kind: 'load-failure', code: 'ChunkLoadError' },
      { remote: 'marketing', version: 'configured', kind: 'render-error', code: 'TypeError' },
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/chunk 123|email|undefined/);
  });

  it('attributes an unhandled error to the remote whose script threw it, by the versioned URL or the entry it sits beside', () => {
    const { reporter, sent } = createReporter();
    reporter.reportUnhandled('unhandled-error', new RangeError('x'), 'https://chalein.in/deployments/careers/v1.9/512.js');
    reporter.reportUnhandled(
      'unhandled-rejection',
      errorFrom(
        'TypeError',
        'x',
        '    at load (https://chalein.in/main.js:1:10)\n    at run (https://chalein.in/remotes/marketing/88.js:3:7)',
      ),
    );
    reporter.reportUnhandled('unhandled-rejection', errorFrom('SyntaxError', 'x', '    at https://cdn.example.net/passes/1.js:9:1'));
    expect(sent).toEqual([
      // a tab that loaded careers before a switch keeps reporting the version it runs
      { remote: 'careers', version: 'v1.9', kind: 'unhandled-error', code: 'RangeError' },
      { remote: 'marketing', version: 'configured', kind: 'unhandled-rejection', code: 'TypeError' },
      { remote: 'passes', version: 'configured', kind: 'unhandled-rejection', code: 'SyntaxError' },
    ]);
  });

  it("reports nothing of the shell's own scripts, an extension's or a rejection with no stack", () => {
    const { reporter, sent } = createReporter();
    reporter.reportUnhandled('unhandled-error', new Error('x'), 'https://chalein.in/main.4f5a9c1b.js');
    reporter.reportUnhandled('unhandled-error', new Error('x'), 'chrome-extension://abc/content.js');
    reporter.reportUnhandled('unhandled-rejection', 'a string');
    expect(sent).toEqual([]);
  });

  it(`sends the same error once, and at most ${MAX_REPORTS_PER_LOAD} reports a load`, () => {
    const { reporter, sent } = createReporter();
    for (let time = 0; time < 5; time += 1) reporter.reportRemoteEvent('careers', 'render-error', new TypeError('loop'));
    expect(sent).toHaveLength(1);
    for (let index = 0; index < 30; index += 1) reporter.reportRemoteEvent('careers', 'render-error', errorFrom(`Error${index}`, '', ''));
    expect(sent).toHaveLength(MAX_REPORTS_PER_LOAD);
  });

  it('reports from the share of page loads it is given', () => {
    const skipped = createReporter({ share: 0.25, random: () => 0.5 });
    skipped.reporter.reportRemoteEvent('careers', 'load-failure', new Error('x'));
    expect(skipped.sent).toEqual([]);
    const reporting = createReporter({ share: 0.25, random: () => 0.1 });
    reporting.reporter.reportRemoteEvent('careers', 'load-failure', new Error('x'));
    expect(reporting.sent).toHaveLength(1);
  });

  it('reads a code that is a plain word, and only the type of what was thrown when it is no error', () => {
    expect(readErrorCode(new TypeError('x'))).toBe('TypeError');
    expect(readErrorCode(Object.assign(new Error('x'), { name: 'Name with spaces and a@b.in' }))).toBe('Error');
    expect(readErrorCode('secret text')).toBe('Thrown-string');
    expect(readErrorCode(undefined)).toBe('NoValue');
  });

  it("lists a stack's script URLs without their lines and columns", () => {
    expect(listStackUrls('Error: x\n    at f (https://a.in/deployments/careers/v2/1.js:10:5)\n    at /remotes/marketing/2.js:1:1')).toEqual(
      ['https://a.in/deployments/careers/v2/1.js', '/remotes/marketing/2.js'],
    );
  });
});

describe('reporting from the page', () => {
  it('sends a beacon of text to /api/client-events, and a keepalive fetch where the beacon is refused', async () => {
    const beacon = jest.fn((_url: string, _body: string) => false);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const fetched = jest.fn(async () => new Response(null, { status: 204 }));
    global.fetch = fetched;
    startClientEventReporting(() => entries);

    reportRemoteEvent('careers', 'load-failure', new Error('x'));
    expect(beacon).toHaveBeenCalledWith(CLIENT_EVENTS_PATH, '{"remote":"careers","version":"v2.1","kind":"load-failure","code":"Error"}');
    expect(fetched).toHaveBeenCalledWith(
      CLIENT_EVENTS_PATH,
      expect.objectContaining({ method: 'POST', keepalive: true, body: expect.stringContaining('"load-failure"') }),
    );

    beacon.mockReturnValue(true);
    const thrown = errorFrom('TypeError', 'x', `    at f (${window.location.origin}/remotes/marketing/7.js:1:1)`);
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, filename: `${window.location.origin}/remotes/marketing/7.js` }));
    expect(beacon).toHaveBeenLastCalledWith(
      CLIENT_EVENTS_PATH,
      '{"remote":"marketing","version":"configured","kind":"unhandled-error","code":"TypeError"}',
    );
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});
