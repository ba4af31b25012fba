import { loadOutboxSettings } from './outbox-settings';

describe('loadOutboxSettings', () => {
  it('has no channel and the default pace when nothing is set', () => {
    expect(loadOutboxSettings({})).toEqual({
      email: null,
      sms: null,
      relayIntervalMs: 5000,
      maxAttempts: 8,
      claimMs: 300_000,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
    });
  });

  it('takes SMTP_URL and MAIL_FROM, and refuses what is not an SMTP URL or an address', () => {
    expect(loadOutboxSettings({ SMTP_URL: 'smtp://127.0.0.1:1025', MAIL_FROM: 'Chalein <hello@chalein.in>' }).email).toEqual({
      smtpUrl: 'smtp://127.0.0.1:1025',
      mailFrom: 'Chalein <hello@chalein.in>',
    });
    expect(loadOutboxSettings({ SMTP_URL: 'smtps://u:p@smtp.example.com' }).email?.mailFrom).toBe('Chalein <no-reply@chalein.in>');
    expect(() => loadOutboxSettings({ SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL must start with smtp: or smtps:/);
    expect(() => loadOutboxSettings({ SMTP_URL: 'smtp.example.com' })).toThrow(/SMTP_URL must be a URL/);
    expect(() => loadOutboxSettings({ MAIL_FROM: 'Chalein' })).toThrow(/MAIL_FROM must be an address/);
  });

  it('takes MSG91 with its sender id and templates, and refuses a key without a DLT sender id', () => {
    const sms = loadOutboxSettings({ MSG91_AUTH_KEY: 'key', MSG91_SENDER_ID: 'CHALEN', MSG91_TEMPLATE_IDS: 'pass-receipt=abc' }).sms;
    expect(sms).toEqual({
      authKey: 'key',
      senderId: 'CHALEN',
      flowUrl: 'https://control.msg91.com/api/v5/flow/',
      templateIds: { 'pass-receipt': 'abc' },
      timeoutMs: 15_000,
    });
    expect(() => loadOutboxSettings({ MSG91_AUTH_KEY: 'key' })).toThrow(/MSG91_SENDER_ID/);
    expect(() => loadOutboxSettings({ OUTBOX_RETRY_BASE_MS: '60000', OUTBOX_RETRY_MAX_MS: '1000' })).toThrow(/OUTBOX_RETRY_MAX_MS/);
  });
});
