import { chooseNotificationAddress, composeOutboxMessage, formatSmsRecipient } from './notification-recipient';

const email = { subject: 'Receipt', html: '<p>Receipt</p>', text: 'Receipt' };
const sms = { variables: ['499'], text: 'Rs 499 received' };

describe('where a visitor hears back', () => {
  it('mails whoever gave an address, and sends an SMS to the mobile of whoever gave none', () => {
    expect(chooseNotificationAddress({ email: 'asha@example.com', mobile: '9845012345' })).toEqual({
      channel: 'email',
      recipient: 'asha@example.com',
    });
    expect(chooseNotificationAddress({ email: '  ', mobile: '9845012345' })).toEqual({ channel: 'sms', recipient: '+919845012345' });
    expect(chooseNotificationAddress({ email: null, mobile: '9845012345' })).toEqual({ channel: 'sms', recipient: '+919845012345' });
    expect(chooseNotificationAddress({ email: '', mobile: '' })).toBeNull();
    expect(chooseNotificationAddress({})).toBeNull();
  });

  it('sends SMS to Indian mobile numbers only', () => {
    expect(formatSmsRecipient('6000000000')).toBe('+916000000000');
    for (const mobile of ['5845012345', '984501234', '+919845012345', '98450123456']) expect(() => formatSmsRecipient(mobile)).toThrow();
  });

  it('takes the content of the channel chosen, and sends nothing where a kind has no SMS text', () => {
    const mailed = composeOutboxMessage(
      'pass-receipt',
      'pass-receipt:1',
      { channel: 'email', recipient: 'asha@example.com' },
      {
        email: () => email,
        sms: () => sms,
      },
    );
    expect(mailed).toEqual({
      kind: 'pass-receipt',
      channel: 'email',
      recipient: 'asha@example.com',
      idempotencyKey: 'pass-receipt:1',
      email,
    });
    const texted = composeOutboxMessage(
      'pass-receipt',
      'pass-receipt:1',
      { channel: 'sms', recipient: '+919845012345' },
      {
        email: () => email,
        sms: () => sms,
      },
    );
    expect(texted).toEqual({ kind: 'pass-receipt', channel: 'sms', recipient: '+919845012345', idempotencyKey: 'pass-receipt:1', sms });
    expect(
      composeOutboxMessage('newsletter-welcome', 'k', { channel: 'sms', recipient: '+919845012345' }, { email: () => email }),
    ).toBeNull();
  });
});
