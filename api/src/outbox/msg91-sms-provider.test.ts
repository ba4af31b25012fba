import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OutboxSendError } from './outbox-channel';
import { createMsg91SmsProvider } from './msg91-sms-provider';
import { parseSmsTemplateIds, type Msg91Settings } from './outbox-settings';

// The MSG91 provider against a local HTTP server that checks each request as MSG91's flow API documents it: a POST
// with the account's key in an `authkey` header and a JSON body of flow_id, sender and recipients (each `mobiles`,
// 91 and the ten digits, and the flow's variables VAR1, VAR2, ...). It answers as MSG91 does.

interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** Whether a body is what the documented flow API takes; returns the first thing wrong, or null. */
function checkFlowRequest(request: ReceivedRequest): string | null {
  if (request.method !== 'POST') return 'not a POST';
  if (request.headers.authkey !== 'msg91-test-auth-key') return 'no authkey header';
  if (!String(request.headers['content-type']).startsWith('application/json')) return 'not JSON';
  const body = request.body as Record<string, unknown>;
  if (typeof body.flow_id !== 'string' || body.flow_id === '') return 'no flow_id';
  if (typeof body.sender !== 'string' || body.sender.length !== 6) return 'no six-letter sender';
  if (!Array.isArray(body.recipients) || body.recipients.length === 0) return 'no recipients';
  for (const recipient of body.recipients as Record<string, unknown>[]) {
    if (typeof recipient.mobiles !== 'string' || !/^91[6-9]\d{9}$/.test(recipient.mobiles)) return 'mobiles not 91 and ten digits';
    for (const [name, value] of Object.entries(recipient)) {
      if (name !== 'mobiles' && (!/^VAR\d+$/.test(name) || typeof value !== 'string')) return `unexpected field ${name}`;
    }
  }
  return null;
}

let server: http.Server;
let flowUrl: string;
const received: ReceivedRequest[] = [];
let answerError: string | null = null;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // left null: the check says so
      }
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      received.push(request);
      const wrong = body === null ? 'not JSON' : checkFlowRequest(request);
      const error = wrong ?? answerError;
      res.writeHead(error === null ? 200 : 400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(error === null ? { message: '5762846b4f8d285d378b4567', type: 'success' } : { message: error, type: 'error' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  flowUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/flow/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answerError = null;
});

const settings = (): Msg91Settings => ({
  authKey: 'msg91-test-auth-key',
  senderId: 'CHALEN',
  flowUrl,
  templateIds: parseSmsTemplateIds('driver-registered=64f1c0d2e3a4b5c6d7e8f901, pass-receipt=64f1c0d2e3a4b5c6d7e8f902'),
  timeoutMs: 5000,
});

const registered = {
  kind: 'driver-registered' as const,
  idempotencyKey: 'driver-registered:CHD-GY9F-3D4V',
  recipient: '+919876543210',
  content: { variables: ['Ravi', 'CHD-GY9F-3D4V'], text: 'Dear Ravi, your Chalein driver application CHD-GY9F-3D4V is received.' },
};

describe('the MSG91 SMS provider', () => {
  it("sends the kind's flow with the sender, the mobile and the variables in template order, as documented", async () => {
    await createMsg91SmsProvider(settings()).send(registered);

    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/api/v5/flow/');
    expect(received[0]!.body).toEqual({
      flow_id: '64f1c0d2e3a4b5c6d7e8f901',
      sender: 'CHALEN',
      recipients: [{ mobiles: '919876543210', VAR1: 'Ravi', VAR2: 'CHD-GY9F-3D4V' }],
    });
  });

  it('leaves a kind without a template unsent, untried, and refuses a number that is not an Indian mobile for good', async () => {
    const provider = createMsg91SmsProvider(settings());
    const unconfigured = await provider.send({ ...registered, kind: 'pass-refunded' }).catch((error: unknown) => error);
    expect(unconfigured).toBeInstanceOf(OutboxSendError);
    expect(unconfigured).toMatchObject({ outcome: 'unconfigured' });

    const foreign = await provider.send({ ...registered, recipient: '+4915123456789' }).catch((error: unknown) => error);
    expect(foreign).toMatchObject({ outcome: 'permanent' });
    expect(received).toHaveLength(0);
  });

  it('fails, to be retried, when MSG91 answers with an error', async () => {
    answerError = 'Authentication failure';
    const failure = await createMsg91SmsProvider(settings())
      .send(registered)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(OutboxSendError);
    expect((failure as Error).message).toContain('Authentication failure');
  });
});

describe('MSG91_TEMPLATE_IDS', () => {
  it('takes kind=id pairs and refuses a name that is not a kind', () => {
    expect(parseSmsTemplateIds(undefined)).toEqual({});
    expect(parseSmsTemplateIds('pass-receipt=abc123,')).toEqual({ 'pass-receipt': 'abc123' });
    expect(() => parseSmsTemplateIds('pass-reciept=abc123')).toThrow(/not a notification kind/);
    expect(() => parseSmsTemplateIds('pass-receipt=')).toThrow(/no template id/);
  });
});
