import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP server that speaks MSG91's flow API, for MSG91_FLOW_URL in tests: it takes only what MSG91 documents
// (a POST with the account's key in an `authkey` header and a JSON body of flow_id, a six-letter sender and
// recipients, each `mobiles` as 91 and ten digits with the flow's variables VAR1, VAR2, ... in order), answers as
// MSG91 does, and keeps every SMS it accepted. A request it refuses is kept with the reason, so a test can say why.

export interface ReceivedSms {
  /** the address the request was posted to */
  path: string;
  flowId: string;
  sender: string;
  /** 91 and the ten digits */
  mobile: string;
  /** VAR1, VAR2, ... in order */
  variables: string[];
}

export interface Msg91StandIn {
  /** http://127.0.0.1:<port>/api/v5/flow/, for MSG91_FLOW_URL */
  flowUrl: string;
  authKey: string;
  messages: ReceivedSms[];
  /** why each refused request was refused */
  refusals: string[];
  /** from now on answers a well-formed request as MSG91 answers a failure (an expired key, no balance), or again as a success with null */
  answerWithError(message: string | null): void;
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedSms[]>;
  close(): Promise<void>;
}

/** The SMS of a documented flow request, or why the request is not one. */
function readFlowRequest(req: http.IncomingMessage, rawBody: string, authKey: string): ReceivedSms[] | string {
  if (req.method !== 'POST') return `${req.method ?? ''} instead of POST`;
  if (req.headers.authkey !== authKey) return 'no authkey header with the account key';
  if (!String(req.headers['content-type']).startsWith('application/json')) return 'not JSON';
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(rawBody) as Record<string, unknown>;
  } catch {
    return 'a body that does not parse as JSON';
  }
  const { flow_id: flowId, sender, recipients, ...others } = body;
  if (Object.keys(others).length > 0) return `fields MSG91's flow does not take: ${Object.keys(others).join(', ')}`;
  if (typeof flowId !== 'string' || flowId === '') return 'no flow_id';
  if (typeof sender !== 'string' || !/^[A-Za-z]{6}$/.test(sender)) return 'no six-letter sender';
  if (!Array.isArray(recipients) || recipients.length === 0) return 'no recipients';
  const messages: ReceivedSms[] = [];
  for (const recipient of recipients as Record<string, unknown>[]) {
    const { mobiles, ...variables } = recipient;
    if (typeof mobiles !== 'string' || !/^91[6-9]\d{9}$/.test(mobiles)) return 'mobiles not 91 and ten digits';
    const names = Object.keys(variables);
    // the flow's variables are VAR1..VARn, every one a string: a gap or another field is not MSG91's format
    if (names.some((name, index) => !names.includes(`VAR${index + 1}`) || typeof variables[name] !== 'string')) {
      return `fields other than VAR1..VAR${names.length}: ${names.join(', ')}`;
    }
    messages.push({
      path: req.url ?? '',
      flowId,
      sender,
      mobile: mobiles,
      variables: names.map((_, index) => String(variables[`VAR${index + 1}`])),
    });
  }
  return messages;
}

export async function startMsg91StandIn(options: { authKey?: string } = {}): Promise<Msg91StandIn> {
  const authKey = options.authKey ?? 'msg91-test-auth-key';
  let failure: string | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const parsed = readFlowRequest(req, Buffer.concat(chunks).toString('utf8'), authKey);
      const read = typeof parsed === 'string' ? parsed : (failure ?? parsed);
      if (typeof parsed === 'string') standIn.refusals.push(parsed);
      else if (failure === null) standIn.messages.push(...parsed);
      res.writeHead(typeof read === 'string' ? 400 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          typeof read === 'string' ? { message: read, type: 'error' } : { message: '5762846b4f8d285d378b4567', type: 'success' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const standIn: Msg91StandIn = {
    flowUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/flow/`,
    authKey,
    messages: [],
    refusals: [],
    answerWithError: (message) => {
      failure = message;
    },
    waitForMessages: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (standIn.messages.length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `expected ${count} SMS, got ${standIn.messages.length} in ${timeoutMs} ms (refused: ${standIn.refusals.join('; ') || 'none'})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return standIn.messages;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
