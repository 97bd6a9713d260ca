/**
 * One server per data folder. Two servers opening the same embedded database both write to it and
 * lose each other's acknowledged writes (and hand out the same order numbers), so the embedded mode
 * holds an exclusive lock file in its folder for as long as it runs.
 *
 * The lock file is created exclusively (O_EXCL) and names its holder: process id and the process's
 * start time. A lock left behind by a crash (kill -9) is stale when no process has that id, or when
 * the process with that id started at another time (the id was reused); a stale lock is replaced.
 */
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

interface LockHolder {
  pid: number;
  /** The process's start time as the kernel reports it (/proc/<pid>/stat, field 22); null where unknown. */
  processStart: string | null;
  /** When the lock was taken, for people reading the message. */
  since: string;
}

export class DataFolderInUseError extends Error {
  constructor(folder: string, holder: LockHolder) {
    super(
      `The data folder ${folder} is in use by another server (process ${holder.pid}, running since ${holder.since}). ` +
        `Stop that server first, or start this one with another DATA_DIR.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  release(): void;
}

/** The start time of a process, or null when it does not exist; 'unknown' where /proc is not available. */
function processStartOf(pid: number): string | null | 'unknown' {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? 'unknown';
  } catch {
    if (existsSync('/proc/self/stat')) return null;
  }
  try {
    process.kill(pid, 0);
    return 'unknown';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? 'unknown' : null;
  }
}

function isHeld(holder: LockHolder): boolean {
  const start = processStartOf(holder.pid);
  if (start === null) return false;
  return start === 'unknown' || holder.processStart === null || start === holder.processStart;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, processStart: parsed.processStart ?? null, since: parsed.since ?? 'an unknown time' }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the folder's lock or throws DataFolderInUseError naming the running holder. */
export function lockDataFolder(folder: string): DataFolderLock {
  const file = join(folder, LOCK_FILE_NAME);
  const start = processStartOf(process.pid);
  const me: LockHolder = { pid: process.pid, processStart: typeof start === 'string' && start !== 'unknown' ? start : null, since: new Date().toISOString() };
  // Two attempts: the second after removing a stale lock. A lock that reappears in between is live.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return ownLock(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && (holder.pid === process.pid ? holder.processStart === me.processStart : isHeld(holder))) {
      throw new DataFolderInUseError(resolve(folder), holder);
    }
    // A stale lock (its process is gone) or an unreadable one (a crash mid-write): replace it.
    rmSync(file, { force: true });
  }
  throw new DataFolderInUseError(resolve(folder), readHolder(file) ?? { pid: 0, processStart: null, since: 'an unknown time' });
}

function ownLock(file: string): DataFolderLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    rmSync(file, { force: true });
  };
  // An ordinary exit (even without close) leaves no lock behind; a kill -9 leaves a stale one.
  process.on('exit', release);
  return { release };
}
