/**
 * The one seam to enrichment and fraud labelling (H2's modules), so the engine imports them in one place.
 */
export { locate, parseAgent } from './enrich/index.ts';
export { createFraudScorer, applyDropRule } from './fraud/index.ts';
