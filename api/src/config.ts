import { loadDatabaseSettings, type DatabaseSettings } from './db/database-settings';
import { loadDeploymentSettings, type DeploymentSettings } from './deployments/deploy-settings';
import { loadDriverStatusSettings, type DriverStatusSettings } from './onboarding/driver-status-settings';
import { loadListenSettings, loadRequestSettings, type HttpSettings } from './http/http-settings';
import { loadOutboxSettings, type OutboxSettings } from './outbox/outbox-settings';
import { loadObservabilitySettings, type ObservabilitySettings } from './observability/observability-settings';
import { loadPaymentSettings, type PaymentProviderName, type PaymentSettings } from './payments/payment-settings';
import { loadDataEncryptionSettings, type DataEncryptionSettings } from './security/data-encryption-settings';
import { ConfigError, readString, type Environment } from './settings/environment';
import {
  loadServerRenderingSettings,
  loadSiteFolders,
  readPublicOrigin,
  type ServerRenderingSettings,
  type SiteFolders,
} from './site/site-settings';
import { assertPrivateUploadsDirIsPrivate, loadUploadFolders, readPrivateFilesStore, type UploadSettings } from './uploads/upload-settings';

// The server's settings, joined: each feature reads its own variables (payments/payment-settings.ts, ...), and this
// file only puts them together and checks what spans features.

export interface AppConfig extends HttpSettings, DatabaseSettings, UploadSettings, SiteFolders {
  /**
   * e.g. https://www.chalein.in: absolute URLs in served HTML are made from it; null (outside production only) and
   * they are paths, never the request's Host
   */
  publicOrigin: string | null;
  /** pass purchase: which provider takes the money, its keys, and the reconciler (docs/decisions/0004-payments.md) */
  payments: PaymentSettings;
  /** keys of the encrypted columns (docs/decisions/0011-personal-data-at-rest.md) */
  dataEncryption: DataEncryptionSettings;
  /** pages rendered to HTML on the server (docs/decisions/0021-server-rendering.md) */
  serverRendering: ServerRenderingSettings;
  /** the deploy registry: versions of each remote uploaded by its team (docs/decisions/0023-deploy-registry.md) */
  deployments: DeploymentSettings;
  /** notifications: the SMTP and SMS channels and the relay's pace (docs/decisions/0045-outbox.md) */
  outbox: OutboxSettings;
  /** the driver status page's lookup limits (docs/decisions/0046-driver-status-page.md) */
  driverStatus: DriverStatusSettings;
  /** who may read /metrics (docs/decisions/0052-health-and-metrics.md) */
  observability: ObservabilitySettings;
}

/**
 * DATABASE_URL selects PostgreSQL, which several servers can share. Whatever a server would otherwise make up for
 * itself at start must then be set, since the others could not read what it signed or encrypted: the sandbox's
 * signing secret (a checkout paid through one node and reported to another would fail its signature check, and
 * every webhook would be refused) and the data key (a key file on one node's disk leaves the drivers' details it
 * encrypted unreadable on the others). The server refuses to start, saying why (docs/decisions/0026-postgresql.md).
 */
function requireSecretsSharedByNodes(env: Environment, paymentProvider: PaymentProviderName): void {
  if (paymentProvider === 'sandbox' && readString(env, 'PAYMENT_SANDBOX_SECRET') === undefined) {
    throw new ConfigError(
      'PAYMENT_SANDBOX_SECRET is required with DATABASE_URL and PAYMENT_PROVIDER=sandbox: several servers share a PostgreSQL database, and a secret each drew at random would make a sandbox payment signed by one fail its checks on another (its webhooks too); set the same secret of 16 characters or more on every server',
    );
  }
  if (readString(env, 'DATA_ENCRYPTION_KEY') === undefined) {
    throw new ConfigError(
      'DATA_ENCRYPTION_KEY is required with DATABASE_URL: several servers share a PostgreSQL database, and a key each kept in a local file would leave what one encrypted unreadable on the others; set the same key on every server (e.g. from `openssl rand -base64 32`)',
    );
  }
}

/**
 * Reads the settings from an environment (process.env in the server, a plain object in tests). The order below is
 * the order in which a start reports the first wrong setting.
 */
export function loadConfig(env: Environment): AppConfig {
  const site = loadSiteFolders(env);
  const uploadFolders = loadUploadFolders(env);
  const deployments = loadDeploymentSettings(env);
  // stored versions are served under /deployments/ like the build folders
  assertPrivateUploadsDirIsPrivate(uploadFolders.privateUploadsDir, [
    uploadFolders.uploadsDir,
    site.shellDist,
    ...Object.values(site.remoteDists),
    deployments.dir,
  ]);
  const payments = loadPaymentSettings(env);
  const listen = loadListenSettings(env);
  const database = loadDatabaseSettings(env);
  if (database.databaseUrl !== null) requireSecretsSharedByNodes(env, payments.provider);
  return {
    ...listen,
    ...database,
    ...site,
    ...uploadFolders,
    privateFilesStore: readPrivateFilesStore(env),
    ...loadRequestSettings(env),
    publicOrigin: readPublicOrigin(env),
    payments,
    dataEncryption: loadDataEncryptionSettings(env),
    serverRendering: loadServerRenderingSettings(env),
    deployments,
    outbox: loadOutboxSettings(env),
    driverStatus: loadDriverStatusSettings(env),
    observability: loadObservabilitySettings(env),
  };
}
