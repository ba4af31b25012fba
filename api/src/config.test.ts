import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from './config';
import { ConfigError, REPO_ROOT, type Environment } from './settings/environment';

// Each feature's own settings are tested beside it (payments/payment-settings.test.ts, ...); here, what joining them
// adds: one config holding every feature's, the order in which a start reports the first wrong setting, and the
// checks that span features.

/** Starts the server with `env` and expects it to refuse, exiting 1 with `reason` on stderr. */
async function expectServerToRefuse(env: Environment, reason: string): Promise<void> {
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  const started = promisify(execFile)(tsx, [path.join(REPO_ROOT, 'api', 'src', 'server.ts')], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: '0', LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
  await expect(started).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(reason) });
}

describe('loadConfig', () => {
  it("holds every feature's settings", () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_FILE: '/tmp/x/site.db',
      SITE_ROOT: '/srv/site',
      UPLOADS_DIR: '/srv/uploads',
      PRIVATE_UPLOADS_DIR: '/srv/private',
      PRIVATE_FILES_STORE: 'database',
      RATE_LIMIT_FORMS_PER_MINUTE: '3',
      PUBLIC_ORIGIN: 'https://www.chalein.in/',
      PAYMENT_SANDBOX_SECRET: 'a-sandbox-secret-set-once',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      RENDER_BUDGET_MS: '250',
      DEPLOYMENTS_DIR: '/srv/deployments',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      databaseFile: '/tmp/x/site.db',
      databaseUrl: null,
      shellDist: '/srv/site/shell/dist',
      uploadsDir: '/srv/uploads',
      privateUploadsDir: '/srv/private',
      privateFilesStore: 'database',
      rateLimitFormsPerMinute: 3,
      publicOrigin: 'https://www.chalein.in',
      payments: { provider: 'sandbox', sandboxSecret: 'a-sandbox-secret-set-once' },
      serverRendering: { budgetMs: 250 },
      deployments: { dir: '/srv/deployments' },
    });
    expect(config.remoteDists.marketing).toBe('/srv/site/marketing-mfe/dist');
    expect(config.dataEncryption.currentKey).not.toBeNull();
  });

  it('reports the first wrong setting in the order of a start: folders, payments, listening, database, the rest', () => {
    const privateServed = { UPLOADS_DIR: '/srv/uploads', PRIVATE_UPLOADS_DIR: '/srv/uploads/private' };
    expect(() => loadConfig({ ...privateServed, PAYMENT_PROVIDER: 'paypal' })).toThrow(/^PRIVATE_UPLOADS_DIR/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal', PORT: 'eighty' })).toThrow(/^PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'db.internal' })).toThrow(/^PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'db.internal', LOG_LEVEL: 'chatty' })).toThrow(/^DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'chatty', PUBLIC_ORIGIN: 'not a url' })).toThrow(/^LOG_LEVEL/);
    // in production with nothing set, the missing provider is named before the missing origin
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^PAYMENT_PROVIDER is required/);
  });

  describe('PUBLIC_ORIGIN in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    };

    it('the server refuses to start without it, and says why', async () => {
      expect(() => loadConfig(production)).toThrow(/^PUBLIC_ORIGIN is required when NODE_ENV=production/);
      await expectServerToRefuse(production, 'PUBLIC_ORIGIN is required when NODE_ENV=production');
    }, 60_000);
  });

  describe("the private uploads folder (resumes, drivers' documents)", () => {
    const served = { SITE_ROOT: '/srv/site', UPLOADS_DIR: '/srv/uploads' };

    it('refuses one inside the public uploads folder, the shell build, a remote build or the stored deployments', () => {
      expect(() => loadConfig({ ...served, PRIVATE_UPLOADS_DIR: '/srv/uploads/private' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...served, PRIVATE_UPLOADS_DIR: '/srv/uploads' })).toThrow(/PRIVATE_UPLOADS_DIR.*which the site serves/);
      expect(() => loadConfig({ ...served, PRIVATE_UPLOADS_DIR: '/srv/site/shell/dist/private' })).toThrow(/PRIVATE_UPLOADS_DIR/);
      expect(() => loadConfig({ ...served, PRIVATE_UPLOADS_DIR: '/srv/site/careers-mfe/dist/x/../private' })).toThrow(
        /PRIVATE_UPLOADS_DIR/,
      );
      expect(() => loadConfig({ ...served, PASSES_DIST: '/srv/passes', PRIVATE_UPLOADS_DIR: '/srv/passes/private' })).toThrow(
        /PRIVATE_UPLOADS_DIR/,
      );
      expect(() => loadConfig({ ...served, DEPLOYMENTS_DIR: '/srv/deployments', PRIVATE_UPLOADS_DIR: '/srv/deployments/private' })).toThrow(
        /inside \/srv\/deployments/,
      );
    });

    it('allows one beside the served folders', () => {
      expect(loadConfig({ ...served, PRIVATE_UPLOADS_DIR: '/srv/private' }).privateUploadsDir).toBe('/srv/private');
      // a name that merely starts like a served folder's is not inside it
      expect(loadConfig({ ...served, PRIVATE_UPLOADS_DIR: '/srv/uploads-private' }).privateUploadsDir).toBe('/srv/uploads-private');
      expect(loadConfig({ ...served, PRIVATE_UPLOADS_DIR: '/srv/site/private' }).privateUploadsDir).toBe('/srv/site/private');
      expect(loadConfig({}).privateUploadsDir).toBe(path.join(REPO_ROOT, 'data', 'private'));
    });
  });

  describe('PostgreSQL (DATABASE_URL)', () => {
    const shared = {
      DATABASE_URL: 'postgres://chalein:secret@db.internal:5432/chalein',
      PAYMENT_SANDBOX_SECRET: 'the-same-secret-on-every-node',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    };

    it('refuses the sandbox without PAYMENT_SANDBOX_SECRET, saying why: each node would sign with a secret of its own', () => {
      expect(loadConfig(shared).databaseUrl).toBe(shared.DATABASE_URL);
      const { PAYMENT_SANDBOX_SECRET: _omitted, ...withoutSecret } = shared;
      expect(() => loadConfig(withoutSecret)).toThrow(ConfigError);
      expect(() => loadConfig(withoutSecret)).toThrow(
        /^PAYMENT_SANDBOX_SECRET is required with DATABASE_URL and PAYMENT_PROVIDER=sandbox: several servers share a PostgreSQL database/,
      );
      // razorpay signs with its own keys: no sandbox secret is needed
      const razorpay = { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
      expect(loadConfig({ ...withoutSecret, ...razorpay }).payments.provider).toBe('razorpay');
      // and SQLite keeps its random secret per start
      expect(loadConfig({}).payments.sandboxSecret).not.toBe(loadConfig({}).payments.sandboxSecret);
    });

    it('refuses to run without DATA_ENCRYPTION_KEY, saying why: a key file on one node is unreadable on the others', () => {
      const { DATA_ENCRYPTION_KEY: _omitted, ...withoutKey } = shared;
      expect(() => loadConfig(withoutKey)).toThrow(/^DATA_ENCRYPTION_KEY is required with DATABASE_URL: several servers share/);
    });

    it('the server refuses to start, and says why, before it opens any database', async () => {
      const { PAYMENT_SANDBOX_SECRET: _omitted, ...withoutSecret } = shared;
      await expectServerToRefuse(withoutSecret, 'PAYMENT_SANDBOX_SECRET is required with DATABASE_URL');
    }, 60_000);
  });
});
