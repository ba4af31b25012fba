import { ConfigError, readString, type Environment } from '../settings/environment';
import { DataKeyError, parseDataKey, parseDataKeyList, type DataKey } from './field-cipher';

/** keys of the encrypted columns (docs/decisions/0011-personal-data-at-rest.md) */
export interface DataEncryptionSettings {
  /** DATA_ENCRYPTION_KEY: encrypts every new value; null outside production, where a local key file stands in */
  currentKey: DataKey | null;
  /** DATA_ENCRYPTION_KEYS_OLD: still decrypt what they encrypted, until the server has re-encrypted it at start */
  oldKeys: DataKey[];
}

/** In production the key must come from the environment: a key file beside the database would sit in its backups. */
export function loadDataEncryptionSettings(env: Environment): DataEncryptionSettings {
  const current = readString(env, 'DATA_ENCRYPTION_KEY');
  if (current === undefined && readString(env, 'NODE_ENV') === 'production') {
    throw new ConfigError(
      'DATA_ENCRYPTION_KEY is required when NODE_ENV=production: a 32-byte key in base64 or hex, e.g. from `openssl rand -base64 32`',
    );
  }
  try {
    return {
      currentKey: current === undefined ? null : parseDataKey(current, 'DATA_ENCRYPTION_KEY'),
      oldKeys: parseDataKeyList(readString(env, 'DATA_ENCRYPTION_KEYS_OLD') ?? '', 'DATA_ENCRYPTION_KEYS_OLD'),
    };
  } catch (error) {
    if (error instanceof DataKeyError) throw new ConfigError(error.message);
    throw error;
  }
}
