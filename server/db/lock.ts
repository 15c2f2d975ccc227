import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Raised when another live process holds `$DATA_DIR/server.lock`. */
export class LockHeldError extends Error {
  readonly pid: number;
  readonly file: string;
  constructor(pid: number, file: string) {
    super(
      `Another Brand Console process (pid ${pid}) is already using ${path.dirname(file)}. ` +
        `Stop it first, or point DATA_DIR at another folder.`,
    );
    this.pid = pid;
    this.file = file;
    this.name = 'LockHeldError';
  }
}

export interface Lock {
  file: string;
  release(): void;
}

export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockFile(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

/** The pid holding the lock, when that process is still alive. */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile(dataDir), 'utf8').trim());
    return isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock with an exclusive create, so two processes racing for it cannot both win.
 * A lock left by a dead process is taken over.
 */
const heldHere = new Set<string>();

export function acquireLock(dataDir: string): Lock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  if (heldHere.has(file)) throw new LockHeldError(process.pid, file);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        process.removeListener('exit', release);
        // Only remove the file while it is still ours.
        try {
          if (Number(readFileSync(file, 'utf8').trim()) === process.pid) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      // The exit event also fires on process.exit() from any handler: never leave our lock behind.
      process.on('exit', release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      // Our own pid in there is a leftover of an earlier process that had the same pid (containers).
      if (holder !== process.pid && isAlive(holder)) throw new LockHeldError(holder, file);
      // Stale: its owner is gone. Remove and retry the exclusive create.
      try {
        unlinkSync(file);
      } catch {
        /* someone else removed it first */
      }
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
