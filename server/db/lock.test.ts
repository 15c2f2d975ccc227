import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock, lockFile, lockHolder, LockHeldError } from './lock.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'bc-lock-'));
  dirs.push(d);
  return d;
}
function liveOtherProcess(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}
afterEach(() => {
  for (const c of children.splice(0)) c.kill();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('server.lock', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = tempDir();
    const lock = acquireLock(dir);
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.pid));
    expect(lockHolder(dir)).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('refuses while another live process holds it, naming its pid', () => {
    const dir = tempDir();
    const pid = liveOtherProcess();
    writeFileSync(lockFile(dir), `${pid}\n`);
    expect(() => acquireLock(dir)).toThrow(LockHeldError);
    expect(() => acquireLock(dir)).toThrow(new RegExp(`pid ${pid}`));
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(pid));
  });

  it('refuses a second acquisition inside the same process', () => {
    const dir = tempDir();
    const lock = acquireLock(dir);
    expect(() => acquireLock(dir)).toThrow(LockHeldError);
    lock.release();
    acquireLock(dir).release();
  });

  it('takes over a stale lock of a dead process', async () => {
    const dir = tempDir();
    const child = spawn('true', { stdio: 'ignore' });
    await new Promise((r) => child.on('exit', r));
    writeFileSync(lockFile(dir), `${child.pid}\n`);
    const lock = acquireLock(dir);
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('does not remove a lock that another process took over meanwhile', () => {
    const dir = tempDir();
    const lock = acquireLock(dir);
    const other = liveOtherProcess();
    writeFileSync(lockFile(dir), `${other}\n`);
    lock.release();
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(other));
  });
});
