/**
 * Enrichment of a tracking request: country, region and city from IP (offline GeoIP), device / OS / browser and
 * declared bots from the user agent, data-centre ranges. Pure lookups over tables loaded once;
 * call preloadEnrichment() at server start so the first click does not pay the ~0.4 s load.
 */
import { preloadDataCenters, isDataCenterParsed } from './datacenter.ts';
import { preloadGeo } from './geo.ts';
import { parseIp } from './ip.ts';

export { locate, type Location } from './geo.ts';
export { parseAgent, type AgentInfo } from './agent.ts';
export { parseIp, isReservedIp, ipKey, type ParsedIp } from './ip.ts';

export function preloadEnrichment(): void {
  preloadGeo();
  preloadDataCenters();
}

/** True when the address belongs to a cloud / hosting / VPN-exit network (data/datacenter-ranges.txt). */
export function isDataCenterIp(ip: string): boolean {
  const parsed = parseIp(ip);
  return parsed !== null && isDataCenterParsed(parsed);
}
