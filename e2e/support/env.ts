import { existsSync } from 'node:fs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

/** Fixed per run through the environment, so every worker finds the same database. */
export function e2ePgPort(): number {
  process.env.E2E_PG_PORT ??= String(40000 + Math.floor(Math.random() * 10000));
  return Number(process.env.E2E_PG_PORT);
}

export const e2eDatabaseUrl = () => `postgres://postgres:fleetdesk@127.0.0.1:${e2ePgPort()}/postgres`;

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found)
    throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH');
  return found;
}
