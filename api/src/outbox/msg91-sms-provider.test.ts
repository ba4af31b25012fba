import { startMsg91StandIn, type Msg91StandIn } from '@chalein/testing/msg91-stand-in';
import { OutboxSendError } from './outbox-channel';
import { createMsg91SmsProvider } from './msg91-sms-provider';
import { parseSmsTemplateIds, type Msg91Settings } from './outbox-settings';

// The MSG91 provider against a local HTTP server that checks each request as MSG91's flow API documents it and
// answers as MSG91 does (@chalein/testing/msg91-stand-in): a request in any other form is refused and kept with why.

let msg91: Msg91StandIn;

beforeAll(async () => {
  msg91 = await startMsg91StandIn({ authKey: 'msg91-test-auth-key' });
});
afterAll(() => msg91.close());
beforeEach(() => {
  msg91.messages.length = 0;
  msg91.refusals.length = 0;
  msg91.answerWithError(null);
});

const settings = (): Msg91Settings => ({
  authKey: 'msg91-test-auth-key',
  senderId: 'CHALEN',
  flowUrl: msg91.flowUrl,
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

    expect(msg91.refusals).toEqual([]);
    expect(msg91.messages).toEqual([
      {
        path: '/api/v5/flow/',
        flowId: '64f1c0d2e3a4b5c6d7e8f901',
        sender: 'CHALEN',
        mobile: '919876543210',
        variables: ['Ravi', 'CHD-GY9F-3D4V'],
      },
    ]);
  });

  it('leaves a kind without a template unsent, untried, and refuses a number that is not an Indian mobile for good', async () => {
    const provider = createMsg91SmsProvider(settings());
    const unconfigured = await provider.send({ ...registered, kind: 'pass-refunded' }).catch((error: unknown) => error);
    expect(unconfigured).toBeInstanceOf(OutboxSendError);
    expect(unconfigured).toMatchObject({ outcome: 'unconfigured' });

    const foreign = await provider.send({ ...registered, recipient: '+4915123456789' }).catch((error: unknown) => error);
    expect(foreign).toMatchObject({ outcome: 'permanent' });
    expect(msg91.messages).toHaveLength(0);
    expect(msg91.refusals).toHaveLength(0);
  });

  it('fails, to be retried, when MSG91 answers with an error', async () => {
    msg91.answerWithError('Authentication failure');
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
