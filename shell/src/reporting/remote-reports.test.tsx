import { Component, type ReactNode } from 'react';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import { CLIENT_EVENTS_PATH } from '@chalein/shared/lib/client-events';
import { siteRoutes } from '@chalein/shared/lib/routes';
import { listRegisteredEntries, loadRemotePage, registerSiteRemotes } from '../remotes/remote-registry';
import { forgetLoadedPages, RemoteRoute } from '../remotes/remote-route';
import { startClientEventReporting } from './report-client-event';

// Where the shell reports a remote's failures: the loader once its retry has failed too, and the route's boundary
// for a page that throws while rendering. The federation runtime cannot fetch remotes in jsdom; it is replaced.
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);
const beacon = jest.fn((_url: string, _body: string) => true);
const sentReports = () => beacon.mock.calls.map(([, body]) => JSON.parse(body) as unknown);

/** Stands for the site's error screen, which a page's own render error reaches after the remote's boundary. */
class ErrorScreen extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>error screen</p> : this.props.children;
  }
}

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  jest.mocked(getInstance).mockReturnValue({ moduleCache: new Map() } as unknown as ReturnType<typeof getInstance>);
  registerSiteRemotes({ careers: '/deployments/careers/v3/remoteEntry.js' });
  startClientEventReporting(listRegisteredEntries);
});

beforeEach(() => {
  beacon.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn(async () => new Response(JSON.stringify({ careers: '/deployments/careers/v3/remoteEntry.js' })));
});

test('a remote that fails to load, its retry included, is reported once with the first error’s name', async () => {
  const chunkError = Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });
  mockedLoadRemote.mockRejectedValue(chunkError);
  await expect(loadRemotePage('careers', 'jobs-page')).rejects.toThrow('Loading chunk 512 failed.');
  expect(beacon.mock.calls.map(([url]) => url)).toEqual([CLIENT_EVENTS_PATH]);
  expect(sentReports()).toEqual([{ remote: 'careers', version: 'v3', kind: 'load-failure', code: 'ChunkLoadError' }]);
});

test("a remote's page that throws while rendering is reported as its render error", async () => {
  function JobsPage(): ReactNode {
    throw new TypeError("Cannot read properties of undefined (reading 'title')");
  }
  mockedLoadRemote.mockResolvedValue({ JobsPage });
  forgetLoadedPages();
  const route = siteRoutes.find((candidate) => candidate.path === '/jobs')!;
  const screen = render(
    <MemoryRouter initialEntries={['/jobs']}>
      <ErrorScreen>
        <RemoteRoute route={route} />
      </ErrorScreen>
    </MemoryRouter>,
  );
  await screen.findByText('error screen');
  await waitFor(() => expect(sentReports()).toContainEqual({ remote: 'careers', version: 'v3', kind: 'render-error', code: 'TypeError' }));
  expect(JSON.stringify(sentReports())).not.toContain('title');
});
