import type { PaymentProviderName } from './payment-settings';
import type { OutsideSources } from '../http/security-headers';

/**
 * What the provider's checkout needs from the Content-Security-Policy: Razorpay's script comes from its CDN, calls
 * its API and opens its payment pages in frames. The sandbox checkout is served by this server, so 'self' covers it.
 */
export function selectCheckoutSources(provider: PaymentProviderName): OutsideSources {
  if (provider === 'sandbox') return { scripts: [], connections: [], frames: [], images: [] };
  return {
    scripts: ['https://checkout.razorpay.com'],
    connections: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    images: ['https://cdn.razorpay.com'],
  };
}
