import { readInteger, type Environment } from '../settings/environment';

// The driver status page's limits (docs/decisions/0046-driver-status-page.md). A reference is 40 random bits and the
// mobile number is the second half of the key, so guessing is slowed at both ends: per address, and per reference
// whatever address the attempts come from.

export interface DriverStatusSettings {
  /** DRIVER_STATUS_LOOKUPS_PER_ADDRESS: lookups from one address per window */
  lookupsPerAddress: number;
  /** DRIVER_STATUS_LOOKUPS_PER_REFERENCE: lookups of one reference per window, from any address */
  lookupsPerReference: number;
  /** the window of both limits */
  lookupWindowMs: number;
  /** how long a status token (what the page sends instead of the mobile number) stays good */
  tokenLifetimeMs: number;
}

export function loadDriverStatusSettings(env: Environment): DriverStatusSettings {
  return {
    lookupsPerAddress: readInteger(env, 'DRIVER_STATUS_LOOKUPS_PER_ADDRESS', 20, 1, 100_000),
    lookupsPerReference: readInteger(env, 'DRIVER_STATUS_LOOKUPS_PER_REFERENCE', 10, 1, 1000),
    lookupWindowMs: 15 * 60_000,
    tokenLifetimeMs: 30 * 60_000,
  };
}
