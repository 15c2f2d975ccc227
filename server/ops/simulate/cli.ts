import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/open.ts';
import { DEMO_BRAND } from '../../demo/seed.ts';
import { simulate } from '../../simulate/simulate.ts';

/**
 * `npm run simulate -- --days 30 --clicks 200000 [--url http://localhost:3000] [--brand-id N]
 * [--seed S] [--concurrency C] [--partners P]`: real HTTP traffic against a running server. The
 * setup step reads and writes the same database (DATABASE_URL, or the embedded one a running
 * `npm start` holds). Start the server with TRACK_ALLOW_BACKDATE=1 TRUST_PROXY=127.0.0.1.
 */
const HELP = `Usage: npm run simulate -- --days 30 --clicks 200000 [--url URL] [--brand-id N] [--seed S] [--concurrency C] [--partners P]`;

export function parseArgs(argv: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) throw new Error(`Unexpected argument "${a}".\n${HELP}`);
    const [k, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
    out[k] = inline ?? argv[++i] ?? '';
  }
  return out;
}

function positive(args: Record<string, string>, name: string, fallback?: number): number | undefined {
  if (args[name] === undefined) return fallback;
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} needs a positive whole number`);
  return n;
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  const args = parseArgs(argv);
  const config = loadConfig();
  const url = (args.url ?? `http://localhost:${config.port}`).replace(/\/$/, '');
  const opened = await openDatabase(config, () => undefined, { attach: true });
  try {
    let last = 0;
    const r = await simulate(opened.db, {
      url,
      days: positive(args, 'days', 30)!,
      clicks: positive(args, 'clicks', 10_000)!,
      seed: positive(args, 'seed', 1),
      brandId: positive(args, 'brand-id'),
      brandName: DEMO_BRAND,
      partners: positive(args, 'partners'),
      concurrency: positive(args, 'concurrency', 32),
      progress: (done, total, phase) => {
        if (Date.now() - last < 1000 && done !== total) return;
        last = Date.now();
        process.stdout.write(`\r${phase}: ${done}/${total}        `);
      },
    });
    console.log(
      `\nBrand ${r.brandId}: ${r.clicks} clicks sent (${r.clicksTracked} tracked), ${r.postbacks} postbacks in ${r.seconds.toFixed(1)} s`,
    );
    console.log('clicks:', JSON.stringify(r.clickStatus));
    console.log('postbacks:', JSON.stringify(r.postbackOutcomes), `+ ${r.retries} resends; ${r.pixels} by image pixel`);
    console.log(`retries answered identically: ${r.retriesSameAnswer}, differently: ${r.retriesDifferent}; errors: ${r.errors}`);
    return r.errors || r.retriesDifferent ? 1 : 0;
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
