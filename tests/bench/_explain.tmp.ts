import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { openBenchDatabase } from './bench-db.ts';
import { generateMarketPartners } from '../../server/markets/demo-data.ts';
import { insertMarketPartners } from '../../server/markets/demo.ts';

const { db, close } = await openBenchDatabase('bc-explain-');
try {
  const sets = [];
  for (let k = 0; k < 4; k++) sets.push(await insertMarketPartners(db, generateMarketPartners(520, { seed: 16, now: new Date(), from: k * 520, emailDomain: `s${k}.test` })));
  const old = readFileSync('/tmp/traffic_old.sql', 'utf8');
  const neu = readFileSync('/tmp/traffic.sql', 'utf8');
  for (const [k, [name, sql]] of ([['old', old], ['new', neu], ['old', old], ['new', neu]] as const).entries()) {
    const t = performance.now();
    await db.query(sql, [sets[k], 90]);
    console.log(name, Math.round(performance.now() - t));
  }
} finally { await close(); }
