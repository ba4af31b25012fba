import { Client } from 'pg';
import { REGISTRY_CHANNEL } from './registry-store';

// How a node learns that the registry changed through another node. On PostgreSQL every change is announced on a
// channel as it commits (registry-store.ts) and each node LISTENs on a connection of its own, so it reads the
// change within milliseconds. A notification sent while that connection is down is lost, so the node also compares
// the remotes' revisions with its own every few seconds, and at once after reconnecting. On SQLite there is one node
// (a change made here is read at once); the periodic check costs one small query.

/** How often the revisions are compared when no notification came: a missed one is made up within this. */
export const REGISTRY_CHECK_MS = 3_000;
/** Wait before a lost listening connection is opened again. */
const RECONNECT_MS = 1_000;

export interface RegistryWatch {
  close(): Promise<void>;
}

export function watchRegistryChanges(options: {
  refresh: () => Promise<void>;
  /** null: SQLite, the periodic check alone */
  databaseUrl: string | null;
  checkMs?: number;
  log: { warn: (details: object, message: string) => void };
}): RegistryWatch {
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;
  let client: Client | null = null;
  let reconnect: NodeJS.Timeout | null = null;

  /** One refresh at a time; a request while one runs makes one more run after it, never a queue of them. */
  function requestRefresh(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = options
      .refresh()
      .catch((error: unknown) => options.log.warn({ err: error }, 'the deploy registry could not be read again; the next check tries anew'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          requestRefresh();
        }
      });
  }

  const timer = setInterval(requestRefresh, options.checkMs ?? REGISTRY_CHECK_MS);
  timer.unref();

  function scheduleReconnect(): void {
    if (closed || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = null;
      void listen();
    }, RECONNECT_MS);
    reconnect.unref();
  }

  async function listen(): Promise<void> {
    if (closed || options.databaseUrl === null) return;
    const next = new Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 10_000 });
    client = next;
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (!closed) options.log.warn({ err: error }, "the deploy registry's notification connection was lost; reconnecting");
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', requestRefresh);
    try {
      await next.connect();
      await next.query(`LISTEN ${REGISTRY_CHANNEL}`);
      // whatever changed while no connection listened
      requestRefresh();
    } catch (error) {
      lost(error as Error);
    }
  }

  void listen();

  return {
    async close() {
      closed = true;
      clearInterval(timer);
      if (reconnect) clearTimeout(reconnect);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
      await running;
    },
  };
}
