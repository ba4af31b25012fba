import type { FastifyInstance } from 'fastify';

/**
 * Starts work that runs only while the server listens (a watch, a flush, a pruner) and stops it as the server closes.
 * listen() answers before its onListen hooks run, so a server closed right after listening can reach them after its
 * onClose hooks ran: work started then would never be stopped (a watch reconnecting forever, a flush writing to a
 * closed database). Work is not started once closing has begun, and `stop` runs whether it was started or not.
 */
export function runWhileListening(app: FastifyInstance, work: { start: () => void | Promise<void>; stop: () => Promise<void> }): void {
  let closing = false;
  app.addHook('onListen', async () => {
    if (!closing) await work.start();
  });
  app.addHook('onClose', async () => {
    closing = true;
    await work.stop();
  });
}
