import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import type { Db } from '../db/pool.ts';
import { listMail } from '../mail/outbox.ts';
import { AREA_OPS_HELP, isAreaOpsCommand, runAreaOps } from './commands.ts';

/**
 * Operator CLI: `npm run ops -- <command>`. Works on DATABASE_URL, or on the embedded database
 * under DATA_DIR — started for the duration of the command, or joined while `npm start` runs it.
 */
const HELP = `Usage: npm run ops -- <command>

Commands:
  mail [--limit N]   list the outgoing mail (outbox), newest first (default 20)
  seed-demo          create the demo workspace (idempotent), send its 90 days of traffic (DEMO_CLICKS,
                     default 20000) through the tracking endpoints, and print its sign-in
${AREA_OPS_HELP}
  help               this text

Environment: DATABASE_URL, or DATA_DIR (default ./.data) for the embedded database.`;

async function printMail(db: Db, limit: number): Promise<void> {
  const exists = await db.query("SELECT to_regclass('mail_outbox') AS t");
  if (!exists.rows[0]?.t) {
    console.log('No outbox yet (the mail_outbox table does not exist).');
    return;
  }
  const rows = await listMail(db, { limit });
  if (!rows.length) {
    console.log('The outbox is empty.');
    return;
  }
  for (const m of rows) {
    console.log(
      `#${m.id}  ${m.created_at.toISOString()}  to ${m.to_address}  ${m.sent_at ? `sent ${m.sent_at.toISOString()}` : 'not sent (outbox only)'}`,
    );
    console.log(`Subject: ${m.subject}`);
    console.log(m.body.trim().replace(/^/gm, '  '));
    console.log('');
  }
}

function parseLimit(args: string[]): number {
  const i = args.indexOf('--limit');
  const n = i >= 0 ? Number(args[i + 1]) : 20;
  if (!Number.isInteger(n) || n < 1) throw new Error('--limit needs a positive whole number');
  return n;
}

async function main(argv: string[]): Promise<number> {
  const [command = 'help', ...args] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    console.log(HELP);
    return 0;
  }
  if (command !== 'mail' && command !== 'seed-demo' && !isAreaOpsCommand(command)) {
    console.error(`Unknown command "${command}".\n\n${HELP}`);
    return 2;
  }
  const config = loadConfig();
  const opened = await openDatabase(config, () => undefined, { attach: true });
  try {
    // A cluster we started ourselves may never have seen the server: bring its schema up to date.
    if (!opened.attached) await migrate(opened.db);
    if (isAreaOpsCommand(command)) return await runAreaOps(opened.db, command, args);
    if (command === 'mail') await printMail(opened.db, parseLimit(args));
    else {
      // loaded only here: the traffic sender builds the whole app (~2 s of CPU), which every other
      // command — and every ops call of the end-to-end tests — would pay at start-up (decision 063)
      const { demoSignInLines, seedDemo } = await import('../demo/seed.ts');
      const { DEMO_TRAFFIC_DAYS, seedDemoTraffic } = await import('../demo/traffic.ts');
      const { created } = await seedDemo(opened.db);
      console.log(created.length ? `Created: ${created.join(', ')}` : 'The demo workspace already exists.');
      if (created.length && config.demoClicks > 0) {
        const r = await seedDemoTraffic(opened.db, config, { clicks: config.demoClicks });
        console.log(
          `Demo traffic: ${r.clicks} clicks (${r.clicksTracked} tracked) and ${r.postbacks} postbacks over ${DEMO_TRAFFIC_DAYS} days, through the tracking endpoints.`,
        );
      }
      console.log(demoSignInLines().join('\n'));
    }
    return 0;
  } finally {
    await opened.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
