import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's trustProxy (proxy-addr) takes: an address, a CIDR or netmask range, or a range's name. */
function isProxyRange(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * `TRUST_PROXY`, comma-separated, as Fastify's trustProxy: the listed proxies, or false (the socket's
 * address is the client's). Each entry is checked here: proxy-addr would otherwise throw deep inside
 * Fastify's start, without naming the variable.
 */
export const trustProxyField = z
  .string()
  .optional()
  .transform((value, ctx): string[] | false => {
    const proxies = (value ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    for (const entry of proxies)
      if (!isProxyRange(entry))
        ctx.addIssue({
          code: 'custom',
          message: `'${entry}' is not an IP address, a CIDR range (10.0.0.0/8) or loopback/linklocal/uniquelocal`,
        });
    return proxies.length > 0 ? proxies : false;
  });
