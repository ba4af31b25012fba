import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from './config';
import { ConfigError, REPO_ROOT } from './settings/environment';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseFile).toBe(path.join(REPO_ROOT, 'data', 'chalein.db'));
    expect(config.shellDist).toBe(path.join(REPO_ROOT, 'shell', 'dist'));
    expect(config.remotesConfigFile).toBe(path.join(REPO_ROOT, 'shell', 'dist', 'remotes.json'));
    expect(config.remoteDists.passes).toBe(path.join(REPO_ROOT, 'passes-mfe', 'dist'));
    expect(config.uploadsDir).toBe(path.join(REPO_ROOT, 'api', 'assets', 'uploads'));
    expect(config.rateLimitFormsPerMinute).toBe(10);
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
    expect(config.publicOrigin).toBeNull();
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATABASE_FILE: '/tmp/x/site.db',
      SITE_ROOT: '/srv/site',
      REMOTES_CONFIG: '/etc/chalein/remotes.json',
      RATE_LIMIT_FORMS_PER_MINUTE: '3',
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: '2',
      PUBLIC_ORIGIN: 'https://www.chalein.in/',
    });
    expect(config.port).toBe(9090);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseFile).toBe('/tmp/x/site.db');
    expect(config.shellDist).toBe('/srv/site/shell/dist');
    expect(config.remoteDists.marketing).toBe('/srv/site/marketing-mfe/dist');
    expect(config.remotesConfigFile).toBe('/etc/chalein/remotes.json');
    expect(config.rateLimitFormsPerMinute).toBe(3);
    expect(config.logLevel).toBe('warn');
    expect(config.trustProxy).toBe(2);
    expect(config.publicOrigin).toBe('https://www.chalein.in');
  });

  it('keeps an in-memory database and parses TRUST_PROXY words and lists', () => {
    expect(loadConfig({ DATABASE_FILE: ':memory:' }).databaseFile).toBe(':memory:');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
  });

  it('stops on settings that are wrong, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ RATE_LIMIT_FORMS_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_FORMS_PER_MINUTE/);
    expect(() => loadConfig({ LOG_LEVEL: 'chatty' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'not a url' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/^PUBLIC_ORIGIN must be an http\(s\) URL/);
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

    it('is required, with a message that says what to set and why', () => {
      expect(() => loadConfig(production)).toThrow(ConfigError);
      expect(() => loadConfig(production)).toThrow(/^PUBLIC_ORIGIN is required when NODE_ENV=production: the site's address/);
      expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: ' ' })).toThrow(/^PUBLIC_ORIGIN is required/);
      expect(loadConfig({ ...production, PUBLIC_ORIGIN: 'https://www.chalein.in/jobs' }).publicOrigin).toBe('https://www.chalein.in');
      // outside production the pages say paths instead
      expect(loadConfig({}).publicOrigin).toBeNull();
    });

    it('the server refuses to start without it, and says why', async () => {
      const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...production, PORT: '0', LOG_LEVEL: 'silent' };
      const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
      const started = promisify(execFile)(tsx, [path.join(REPO_ROOT, 'api', 'src', 'server.ts')], { env, timeout: 60_000 });
      await expect(started).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('PUBLIC_ORIGIN is required when NODE_ENV=production'),
      });
    }, 60_000);
  });

  it('counts rate limits in memory on one server, and refuses several servers without Redis and PostgreSQL', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: null, nodes: 1 });
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379' })).toMatchObject({ redisUrl: 'redis://cache.internal:6379', nodes: 1 });
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal' })).toThrow(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => loadConfig({ REDIS_URL: 'cache' })).toThrow(/^REDIS_URL must be a URL/);
    expect(() => loadConfig({ NODES: '2' })).toThrow(
      /^NODES=2 needs REDIS_URL: without it each server counts rate limits in its own memory/,
    );
    expect(() => loadConfig({ NODES: '2', REDIS_URL: 'redis://cache.internal:6379' })).toThrow(/^NODES=2 needs DATABASE_URL/);
    expect(() => loadConfig({ NODES: '0' })).toThrow(/NODES/);
    const cluster = loadConfig({
      NODES: '2',
      REDIS_URL: 'redis://cache.internal:6379',
      DATABASE_URL: 'postgres://chalein:secret@db.internal:5432/chalein',
      PAYMENT_SANDBOX_SECRET: 'a-shared-sandbox-secret',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    expect(cluster).toMatchObject({ nodes: 2, redisUrl: 'redis://cache.internal:6379' });
  });

  describe('payments in production', () => {
    // a data key, so these tests fail only on what they test
    const production = {
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      PUBLIC_ORIGIN: 'https://www.chalein.in',
    };
    const razorpay = {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    };

    it('refuses to start without an explicit PAYMENT_PROVIDER, saying what to set', () => {
      expect(() => loadConfig(production)).toThrow(ConfigError);
      expect(() => loadConfig(production)).toThrow(/^PAYMENT_PROVIDER is required when NODE_ENV=production/);
      expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: '  ' })).toThrow(/^PAYMENT_PROVIDER is required/);
    });

    it('refuses the sandbox unless PAYMENT_SANDBOX_IN_PRODUCTION=true, and then shows the test payments banner', () => {
      const sandbox = { ...production, PAYMENT_PROVIDER: 'sandbox' };
      expect(() => loadConfig(sandbox)).toThrow(/^PAYMENT_PROVIDER=sandbox takes no real money.*PAYMENT_SANDBOX_IN_PRODUCTION=true/);
      expect(() => loadConfig({ ...sandbox, PAYMENT_SANDBOX_IN_PRODUCTION: 'yes' })).toThrow(/PAYMENT_SANDBOX_IN_PRODUCTION/);
      const allowed = loadConfig({ ...sandbox, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' });
      expect(allowed.payments.provider).toBe('sandbox');
      expect(allowed.payments.showTestPaymentsBanner).toBe(true);
    });

    it('starts with razorpay and its keys, without the banner', () => {
      const config = loadConfig({ ...production, ...razorpay });
      expect(config.payments.provider).toBe('razorpay');
      expect(config.payments.showTestPaymentsBanner).toBe(false);
    });

    it('keeps the sandbox as the default outside production, without the banner', () => {
      expect(loadConfig({}).payments.provider).toBe('sandbox');
      expect(loadConfig({}).payments.showTestPaymentsBanner).toBe(false);
      expect(loadConfig({ NODE_ENV: 'test' }).payments.provider).toBe('sandbox');
    });
  });

  describe("the private uploads folder (resumes, drivers' documents)", () => {
    const served = { SITE_ROOT: '/srv/site', UPLOADS_DIR: '/srv/uploads' };

    it('refuses one inside the public uploads folder, the shell build or a remote build', () => {
      expect(() => loadConfig({ ...served, PRIVATE_UPLOADS_DIR: '/srv/uploads/private' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...served, PRIVATE_UPLOADS_DIR: '/srv/uploads' })).toThrow(/PRIVATE_UPLOADS_DIR.*which the site serves/);
      expect(() => loadConfig({ ...served, PRIVATE_UPLOADS_DIR: '/srv/site/shell/dist/private' })).toThrow(/PRIVATE_UPLOADS_DIR/);
      expect(() => loadConfig({ ...served, PRIVATE_UPLOADS_DIR: '/srv/site/careers-mfe/dist/x/../private' })).toThrow(
        /PRIVATE_UPLOADS_DIR/,
      );
      expect(() => loadConfig({ ...served, PASSES_DIST: '/srv/passes', PRIVATE_UPLOADS_DIR: '/srv/passes/private' })).toThrow(
        /PRIVATE_UPLOADS_DIR/,
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

    it('selects PostgreSQL with a postgres URL and keeps SQLite without one', () => {
      expect(loadConfig({}).databaseUrl).toBeNull();
      const config = loadConfig({ ...shared, DATABASE_POOL_SIZE: '4' });
      expect(config.databaseUrl).toBe(shared.DATABASE_URL);
      expect(config.databasePoolSize).toBe(4);
      expect(loadConfig({ ...shared, DATABASE_URL: 'postgresql://db.internal/chalein' }).databaseUrl).toBe(
        'postgresql://db.internal/chalein',
      );
      expect(() => loadConfig({ ...shared, DATABASE_URL: 'mysql://db.internal/chalein' })).toThrow(
        /^DATABASE_URL must be a postgres:\/\/ URL/,
      );
      expect(() => loadConfig({ ...shared, DATABASE_URL: 'db.internal' })).toThrow(/^DATABASE_URL must be a URL/);
    });

    it('refuses the sandbox without PAYMENT_SANDBOX_SECRET, saying why: each node would sign with a secret of its own', () => {
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
      const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...withoutSecret, PORT: '0', LOG_LEVEL: 'silent' };
      const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
      const started = promisify(execFile)(tsx, [path.join(REPO_ROOT, 'api', 'src', 'server.ts')], { env, timeout: 60_000 });
      await expect(started).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('PAYMENT_SANDBOX_SECRET is required with DATABASE_URL'),
      });
    }, 60_000);
  });
});
