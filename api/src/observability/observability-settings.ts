import { ConfigError, readString, type Environment } from '../settings/environment';
import { createAddressAllowlist, LOOPBACK_ADDRESSES } from './address-allowlist';

export interface ObservabilitySettings {
  /** METRICS_ALLOW: the addresses and CIDR blocks `/metrics` answers (default loopback) */
  metricsAllow: string[];
}

/** METRICS_ALLOW, comma-separated; a wrong entry stops the start, naming it. */
export function loadObservabilitySettings(env: Environment): ObservabilitySettings {
  const raw = readString(env, 'METRICS_ALLOW');
  const metricsAllow =
    raw === undefined
      ? [...LOOPBACK_ADDRESSES]
      : raw
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
  try {
    createAddressAllowlist(metricsAllow);
  } catch (error) {
    throw new ConfigError(`METRICS_ALLOW: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { metricsAllow };
}
