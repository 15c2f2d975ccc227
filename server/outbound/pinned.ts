import { isIP, type LookupFunction } from 'node:net';

/**
 * A socket lookup that answers the one address the SSRF guard checked, whatever DNS says by now:
 * a DNS answer that changes between the check and the connection (rebinding) cannot move the call.
 * The Host header and the TLS name stay the URL's; only the socket is pinned.
 */
export function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
