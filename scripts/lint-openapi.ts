/**
 * `npm run lint:openapi`: lints the document `/api/openapi.json` serves with Redocly's `recommended`
 * rules and prints the problems per rule, waived (decision 034's table) or not. `--verbose` lists
 * the unwaived ones. Exits 1 when any problem is not waived, as server/http/openapi-lint.test.ts fails.
 */
import { countByRule, lintOpenApi, redoclyWaivers, servedOpenApi } from '../tests/support/openapi-lint.ts';

const waivers = redoclyWaivers();
const problems = await lintOpenApi(await servedOpenApi());
const counts = countByRule(problems, waivers);
for (const c of counts)
  console.log(`${String(c.count).padStart(5)}  ${c.severity.padEnd(5)}  ${c.rule}${c.waived ? '  (waived, decision 034)' : ''}`);
const unwaived = problems.filter((p) => !waivers.has(p.ruleId));
if (process.argv.includes('--verbose')) {
  for (const p of unwaived) console.log(`${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}\n    ${p.message}`);
}
const errors = unwaived.filter((p) => p.severity === 'error').length;
console.log(
  `${problems.length} problems: ${problems.length - unwaived.length} waived, ${errors} errors and ${unwaived.length - errors} warnings not waived`,
);
process.exitCode = unwaived.length ? 1 : 0;
