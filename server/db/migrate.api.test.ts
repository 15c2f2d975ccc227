import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/api/app.ts';
import { lockFile } from './lock.ts';
import { migrate, MIGRATIONS_DIR } from './migrate.ts';
import { createPool, type Db } from './pool.ts';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

async function freshDb(): Promise<Db> {
  const database = await createTestDatabase();
  const db = createPool(database.url);
  cleanup.push(
    () => database.drop(),
    () => db.end(),
  );
  return db;
}

describe('migrate', () => {
  it('applies every file once, in name order, and nothing on the second run', async () => {
    const db = await freshDb();
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(await migrate(db)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(files);
  });

  it('is safe when several processes migrate at once', async () => {
    const db = await freshDb();
    const runs = await Promise.all([migrate(db), migrate(db), migrate(db)]);
    expect(runs.flat().sort()).toEqual(
      readdirSync(MIGRATIONS_DIR)
        .filter((f) => f.endsWith('.sql'))
        .sort(),
    );
  });

  it('rolls a failing migration back and does not record it', async () => {
    const db = await freshDb();
    const dir = mkdtempSync(path.join(tmpdir(), 'bc-mig-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(path.join(dir, '001_ok.sql'), 'CREATE TABLE a (id int);');
    writeFileSync(path.join(dir, '002_bad.sql'), 'CREATE TABLE b (id int); SELECT no_such_function();');
    await expect(migrate(db, dir)).rejects.toThrow(/002_bad\.sql/);
    const { rows } = await db.query('SELECT name FROM schema_migrations');
    expect(rows.map((r) => r.name)).toEqual(['001_ok.sql']);
    expect((await db.query("SELECT to_regclass('b') AS t")).rows[0].t).toBeNull();
    writeFileSync(path.join(dir, '002_bad.sql'), 'CREATE TABLE b (id int);');
    expect(await migrate(db, dir)).toEqual(['002_bad.sql']);
  });
});

describe('second server on the same DATA_DIR', () => {
  it('refuses to start with a clear message while the lock holder lives', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bc-second-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    // This test process plays the running server.
    writeFileSync(lockFile(dir), `${process.pid}\n`);
    const run = spawnSync(process.execPath, ['--import', './server/js-to-ts.mjs', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Another Brand Console process (pid ${process.pid}) is already using ${dir}`);
    expect(readdirSync(dir)).not.toContain('pg');
  });
});
