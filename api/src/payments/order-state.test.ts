import { selectNextOrderStatus, selectNextPaymentStatus, selectOrderEvent } from './order-state';

describe('the order state machine', () => {
  it('moves forward: created -> attempted -> paid, and created or attempted -> failed', () => {
    expect(selectNextOrderStatus('created', 'attempt')).toBe('attempted');
    expect(selectNextOrderStatus('attempted', 'capture')).toBe('paid');
    expect(selectNextOrderStatus('created', 'capture')).toBe('paid');
    expect(selectNextOrderStatus('created', 'fail')).toBe('failed');
    expect(selectNextOrderStatus('attempted', 'fail')).toBe('failed');
  });

  it('never moves back: a paid order stays paid whatever arrives after', () => {
    for (const event of ['attempt', 'fail', 'capture'] as const) expect(selectNextOrderStatus('paid', event)).toBe('paid');
    expect(selectNextOrderStatus('attempted', 'attempt')).toBe('attempted');
    expect(selectNextOrderStatus('failed', 'attempt')).toBe('failed');
  });

  it('refunds only a paid order, and nothing moves a refunded order again', () => {
    expect(selectNextOrderStatus('paid', 'refund')).toBe('refunded');
    for (const status of ['created', 'attempted', 'failed'] as const) expect(selectNextOrderStatus(status, 'refund')).toBe(status);
    for (const event of ['attempt', 'fail', 'capture', 'refund'] as const)
      expect(selectNextOrderStatus('refunded', event)).toBe('refunded');
  });

  it('lets a late capture beat a failure', () => {
    expect(selectNextOrderStatus('failed', 'capture')).toBe('paid');
  });

  it('keeps payments forward-only too, a capture beating a failure', () => {
    expect(selectNextPaymentStatus('authorized', 'captured')).toBe('captured');
    expect(selectNextPaymentStatus('authorized', 'failed')).toBe('failed');
    expect(selectNextPaymentStatus('failed', 'captured')).toBe('captured');
    expect(selectNextPaymentStatus('captured', 'failed')).toBe('captured');
    expect(selectNextPaymentStatus('captured', 'authorized')).toBe('captured');
  });

  it('maps a payment status to its order event', () => {
    expect(selectOrderEvent('authorized')).toBe('attempt');
    expect(selectOrderEvent('captured')).toBe('capture');
    expect(selectOrderEvent('failed')).toBe('fail');
  });
});
