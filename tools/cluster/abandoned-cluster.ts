import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isProcessRunning } from '../../api/src/test-support/postgres-databases';

// A cluster whose starter died without stopping it leaves its processes running. That happens to a jest worker
// ended at a timeout, or a terminal closed under `npm run cluster`. Those processes run in process groups of their
// own (managed-process.ts), so they keep the cluster's ports. Each cluster writes down what it started in a file
// named after its public port. The next cluster on that port ends those processes, but only once their starter is
// gone, and only those still the same processes: same pid and same start time, so a pid the system has since given
// to another process is left alone. Then it removes the old cluster's folder. The database is tidied by its name.

interface StartedProcess {
  pid: number;
  /** field 22 of /proc/<pid>/stat: with the pid, names one process for as long as the machine runs */
  startTime: string;
}

interface ClusterRecord {
  starterPid: number;
  dir: string;
  processes: StartedProcess[];
}

const recordFileOf = (publicPort: number) => path.join(os.tmpdir(), `chalein-cluster-${publicPort}.json`);

function readStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) is in parentheses and may hold spaces: count the fields after its closing one
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Writes down this cluster's folder and processes (called again after each process it starts). */
export function writeClusterRecord(publicPort: number, dir: string, pids: readonly number[]): void {
  const processes = pids.flatMap((pid) => {
    const startTime = readStartTime(pid);
    return startTime === null ? [] : [{ pid, startTime }];
  });
  const record: ClusterRecord = { starterPid: process.pid, dir, processes };
  fs.writeFileSync(recordFileOf(publicPort), JSON.stringify(record), { mode: 0o600 });
}

export function removeClusterRecord(publicPort: number): void {
  fs.rmSync(recordFileOf(publicPort), { force: true });
}

/** Ends what an earlier cluster on this port left running after its starter died; returns what it ended. */
export function endAbandonedCluster(publicPort: number): string[] {
  let record: ClusterRecord;
  try {
    record = JSON.parse(fs.readFileSync(recordFileOf(publicPort), 'utf8')) as ClusterRecord;
  } catch {
    return [];
  }
  if (isProcessRunning(record.starterPid)) return [];
  const ended: string[] = [];
  for (const { pid, startTime } of record.processes) {
    if (readStartTime(pid) !== startTime) continue;
    try {
      // its process group: nginx's workers and a node's render processes go with it
      process.kill(-pid, 'SIGKILL');
      ended.push(`pid ${pid}`);
    } catch {
      // gone meanwhile
    }
  }
  if (path.basename(record.dir).startsWith('chalein-cluster-')) fs.rmSync(record.dir, { recursive: true, force: true });
  removeClusterRecord(publicPort);
  return ended;
}
