import fp from 'fastify-plugin';
import { createJobLeadership } from '../db/job-leadership';
import type { PrivateFileArea, PrivateFileStore } from './private-file-storage';
import { createPrivateFileStores } from './private-file-stores';
import { runWhileListening } from '../http/run-while-listening';

/** An incoming file no row names is left alone this long, in case another server is still receiving it. */
export const INCOMING_MAX_AGE_MS = 15 * 60_000;
/** The sweep runs when the server starts listening, then this often. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

export interface Uploads {
  /**
   * The store of an area's private files, the one PRIVATE_FILES_STORE selects (the folder `<PRIVATE_UPLOADS_DIR>/
   * <area>`, or the database); the sweep covers every area.
   */
  privateStore(area: PrivateFileArea): PrivateFileStore;
  /** Marks a key as being received or stored by a request of this process, so the sweep leaves its file alone. */
  trackStem(stem: string): void;
  releaseStem(stem: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

/**
 * What the upload forms share beside the multipart reader (multipart-form.ts): the stems in flight and the one
 * sweep that finishes or removes what a crash left in every private store (private-file-storage.ts). Like every
 * background job of the server it starts when the server listens (the database plugin has migrated by then) and
 * stops on close; docs/decisions/0018-uploads.md says why.
 */
export const uploadsPlugin = fp(
  async (app) => {
    const storesByArea = createPrivateFileStores(app.config, app.db, app.repositories);
    const stores = Object.values(storesByArea);
    const inFlight = new Set<string>();

    // A store every node shares (the database) is swept by one node at a time, the one holding this job's lock
    // (db/job-leadership.ts); a folder is this node's own, and only this node can sweep it.
    const sweepLeadership = createJobLeadership(app.db, 'upload-sweep', app.log);
    const hasSharedStore = stores.some((store) => store.kind === 'database');

    async function sweepStores(): Promise<void> {
      const leadsSharedSweep = hasSharedStore ? await sweepLeadership.claim().catch(() => false) : false;
      for (const store of stores) {
        if (store.kind === 'database' && !leadsSharedSweep) continue;
        try {
          const result = await store.sweepIncomingFiles({ inFlight, minAgeMs: INCOMING_MAX_AGE_MS });
          if (result.completed.length > 0 || result.removed.length > 0) {
            app.log.warn(
              { area: store.area, store: store.kind, completed: result.completed.length, removed: result.removed.length },
              'upload sweep tidied interrupted uploads',
            );
          }
        } catch (error) {
          // one store that cannot be read must not stop the others; the next sweep tries again
          app.log.error({ err: error, area: store.area, store: store.kind }, 'upload sweep failed');
        }
      }
    }

    app.decorate('uploads', {
      privateStore: (area: PrivateFileArea) => storesByArea[area],
      trackStem(stem: string) {
        inFlight.add(stem);
      },
      releaseStem(stem: string) {
        inFlight.delete(stem);
      },
    });

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    // one sweep at a time; a call while one runs waits for that one
    const runSweep = (): Promise<void> => {
      running ??= sweepStores().finally(() => {
        running = undefined;
      });
      return running;
    };
    runWhileListening(app, {
      start: async () => {
        timer = setInterval(() => void runSweep(), SWEEP_INTERVAL_MS);
        // the sweep never keeps the process alive on its own
        timer.unref();
        await runSweep();
      },
      stop: async () => {
        clearInterval(timer);
        // a sweep that is running finishes before the database closes under it
        await running;
        await sweepLeadership.release();
      },
    });
  },
  { name: 'uploads', dependencies: ['database'] },
);
