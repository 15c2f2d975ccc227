import { warmGeoCache } from '../../../server/tracking/enrich/geo.ts';

/**
 * vitest globalSetup of the projects whose tests look addresses up: a fresh installation builds the
 * GeoIP range tables once here, before the workers start (seconds of CPU), instead of inside a test
 * or a request of each worker; afterwards every process reads them from node_modules/.cache
 * (decision 070). Nothing to do when the cache is current.
 */
export function setup(): void {
  warmGeoCache();
}
