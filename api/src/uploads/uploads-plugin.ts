import fp from 'fastify-plugin';
import { sweepIncomingFiles } from './private-file-store';

/** A .part no row names is left alone this long, in case another server sharing the folder is still receiving it. */
export const INCOMING_MAX_AGE_MS = 15 * 60_000;
/** The sweep runs when the server starts listening, then this often. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

export interface PrivateUploadFolder {
  /** for the log: 'resumes', 'driver documents' */
  name: string;
  folder: string;
  /** the file name a row gives the file of `stem`, or undefined when no row does */
  findStoredFileName(stem: string): Promise<string | undefined>;
}

export interface Uploads {
  /** Adds a private folder to the sweep; called by the features while the app is being built. */
  addPrivateFolder(folder: PrivateUploadFolder): void;
  /** Marks a stem as being received or stored by a request of this process, so the sweep leaves its .part alone. */
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
 * sweep that finishes or removes what a crash left in every private folder (private-file-store.ts). Like every
 * background job of the server it starts when the server listens (the database plugin has migrated by then) and
 * stops on close; docs/decisions/uploads.md says why.
 */
export const uploadsPlugin = fp(
  async (app) => {
    const folders: PrivateUploadFolder[] = [];
    const inFlight = new Set<string>();

    async function sweepFolders(): Promise<void> {
      for (const target of folders) {
        try {
          const result = await sweepIncomingFiles({
            folder: target.folder,
            findStoredFileName: (stem) => target.findStoredFileName(stem),
            inFlight,
            minAgeMs: INCOMING_MAX_AGE_MS,
          });
          if (result.completed.length > 0 || result.removed.length > 0) {
            app.log.warn(
              { folder: target.name, completed: result.completed.length, removed: result.removed.length },
              'upload sweep tidied interrupted uploads',
            );
          }
        } catch (error) {
          // one folder that cannot be read must not stop the others; the next sweep tries again
          app.log.error({ err: error, folder: target.name }, 'upload sweep failed');
        }
      }
    }

    app.decorate('uploads', {
      addPrivateFolder(folder: PrivateUploadFolder) {
        folders.push(folder);
      },
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
      running ??= sweepFolders().finally(() => {
        running = undefined;
      });
      return running;
    };
    app.addHook('onListen', async () => {
      timer = setInterval(() => void runSweep(), SWEEP_INTERVAL_MS);
      // the sweep never keeps the process alive on its own
      timer.unref();
      await runSweep();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      // a sweep that is running finishes before the database closes under it
      await running;
    });
  },
  { name: 'uploads', dependencies: ['database'] },
);
