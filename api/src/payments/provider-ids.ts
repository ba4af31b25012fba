import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id shaped like Razorpay's (order_, pay_, evt_, rfnd_ and 14 random characters): unguessable, so it can name an order in a URL. */
export function createProviderId(prefix: 'order' | 'pay' | 'evt' | 'rfnd'): string {
  let id = '';
  for (let i = 0; i < 14; i += 1) id += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${id}`;
}
