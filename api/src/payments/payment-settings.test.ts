import { ConfigError } from '../settings/environment';
import { loadPaymentSettings } from './payment-settings';

describe('payments in production', () => {
  const production = { NODE_ENV: 'production' };
  const razorpay = {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 's',
    RAZORPAY_WEBHOOK_SECRET: 'w',
  };

  test('refuses to start without an explicit PAYMENT_PROVIDER, saying what to set', () => {
    expect(() => loadPaymentSettings(production)).toThrow(ConfigError);
    expect(() => loadPaymentSettings(production)).toThrow(/^PAYMENT_PROVIDER is required when NODE_ENV=production/);
    expect(() => loadPaymentSettings({ ...production, PAYMENT_PROVIDER: '  ' })).toThrow(/^PAYMENT_PROVIDER is required/);
  });

  test('refuses the sandbox unless PAYMENT_SANDBOX_IN_PRODUCTION=true, and then shows the test payments banner', () => {
    const sandbox = { ...production, PAYMENT_PROVIDER: 'sandbox' };
    expect(() => loadPaymentSettings(sandbox)).toThrow(/^PAYMENT_PROVIDER=sandbox takes no real money.*PAYMENT_SANDBOX_IN_PRODUCTION=true/);
    expect(() => loadPaymentSettings({ ...sandbox, PAYMENT_SANDBOX_IN_PRODUCTION: 'yes' })).toThrow(/PAYMENT_SANDBOX_IN_PRODUCTION/);
    const allowed = loadPaymentSettings({ ...sandbox, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' });
    expect(allowed.provider).toBe('sandbox');
    expect(allowed.showTestPaymentsBanner).toBe(true);
  });

  test('starts with razorpay and its keys, without the banner', () => {
    const settings = loadPaymentSettings({ ...production, ...razorpay });
    expect(settings.provider).toBe('razorpay');
    expect(settings.showTestPaymentsBanner).toBe(false);
  });
});

test('keeps the sandbox as the default outside production, without the banner, signing with a secret drawn at each start', () => {
  expect(loadPaymentSettings({}).provider).toBe('sandbox');
  expect(loadPaymentSettings({}).showTestPaymentsBanner).toBe(false);
  expect(loadPaymentSettings({ NODE_ENV: 'test' }).provider).toBe('sandbox');
  expect(loadPaymentSettings({}).sandboxSecret).not.toBe(loadPaymentSettings({}).sandboxSecret);
});
