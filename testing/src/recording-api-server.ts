import { rememberStaffCsrfToken } from '@chalein/shared/api/staff-client';
import { startFakeApiServer } from './fake-api-server';

// The fake API server, keeping each call it gets: what the staff console's calls send (method, path with query, the
// CSRF header, body) is what their tests check, answered with whatever the test sets.

export interface RecordedCall {
  method: string;
  /** the path and query, as sent */
  url: string;
  /** the `x-csrf-token` header, when sent */
  csrf: string | undefined;
  body: string;
}

export interface RecordingApiServer {
  /** every call so far, oldest first; empty it between tests (`calls.length = 0`) */
  calls: RecordedCall[];
  stop: () => Promise<void>;
}

/** Starts it and points the shared API client at it; `answer` gives each call's status and JSON body as it arrives. */
export async function startRecordingApiServer(
  answer: () => { status: number; body: unknown },
  calls: RecordedCall[] = [],
): Promise<RecordingApiServer> {
  const server = await startFakeApiServer((request, send) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const csrf = request.headers['x-csrf-token'];
      calls.push({
        method: request.method ?? '',
        url: request.url ?? '',
        csrf: typeof csrf === 'string' ? csrf : undefined,
        body: Buffer.concat(chunks).toString(),
      });
      const { status, body } = answer();
      send(status, JSON.stringify(body));
    });
  });
  return { calls, stop: server.stop };
}

/**
 * For a file of staff call tests: the server runs for the whole file and its calls are emptied before each test, and
 * `csrfToken` is the session's token meanwhile (so each write should send it). Answers the calls, oldest first.
 */
export function recordStaffCallsOfFile(answer: () => { status: number; body: unknown }, csrfToken: string): RecordedCall[] {
  const calls: RecordedCall[] = [];
  let server: RecordingApiServer | null = null;
  beforeAll(async () => {
    server = await startRecordingApiServer(answer, calls);
    rememberStaffCsrfToken(csrfToken);
  });
  afterAll(async () => {
    rememberStaffCsrfToken(null);
    await server?.stop();
  });
  beforeEach(() => {
    calls.length = 0;
  });
  return calls;
}
