import { startCluster, type Cluster } from './start-cluster';

// `npm run cluster`: the local cluster until Ctrl-C (README, 'A cluster on this machine'). PORT is nginx's port
// (default 8080); the two nodes take the next two ports and Redis the one after. Output of every process is printed
// under its label. A node that dies is reported and the others keep serving through nginx; if nginx, Redis or every
// node dies, the rest is stopped.

const publicPort = Number(process.env.PORT ?? 8080);

function printLine(label: string, line: string): void {
  process.stdout.write(`[${label}] ${line}\n`);
}

async function runCluster(): Promise<void> {
  if (!Number.isInteger(publicPort) || publicPort < 1 || publicPort > 65_530)
    throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
  let cluster: Cluster | null = null;
  let stopping: Promise<void> | null = null;
  let interrupted = false;
  const stopAll = (code: number) => {
    // Ctrl-C while the parts start: they are stopped as soon as startCluster hands them over
    if (cluster === null) {
      interrupted = true;
      return;
    }
    stopping ??= (async () => {
      console.log('stopping the cluster: nginx, the nodes, Redis, then its database');
      await cluster?.stop();
      process.exit(code);
    })();
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  console.log(`starting the cluster: PostgreSQL, Redis, two API nodes, nginx on port ${publicPort}`);
  const started = Date.now();
  cluster = await startCluster({
    publicPort,
    // warnings and errors; LOG_LEVEL=info shows every request and which node took it
    nodeEnv: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    onOutput: printLine,
    onUnexpectedExit: (exit, message) => {
      console.error(`\n${message}`);
      const living = cluster?.nodes.filter((node) => node.isRunning()) ?? [];
      if (exit.label.startsWith('node ') && living.length > 0) {
        console.error(`nginx sends its visitors to ${living.map((node) => node.label).join(', ')}; Ctrl-C stops the rest`);
        return;
      }
      stopAll(1);
    },
  });
  if (interrupted) {
    stopAll(0);
    return;
  }
  console.log(
    [
      '',
      `Chalein runs on ${cluster.url} (nginx) in ${Math.round((Date.now() - started) / 1000)} s`,
      ...cluster.nodes.map((node) => `  ${node.label}: ${node.url}`),
      `  Redis: ${cluster.redisUrl}`,
      `  PostgreSQL: ${cluster.databaseUrl.replace(/:[^:@/]+@/, ':***@')}`,
      'Ctrl-C stops them all and drops the database.',
      '',
    ].join('\n'),
  );
}

runCluster().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
