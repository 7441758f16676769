import { setMachineZone } from '@fleetdesk/contract/testing/machineZone';
import { afterAll, beforeAll } from 'vitest';
import { ADMIN } from './api';
import { tokenForEmail } from './ride-fixtures';
import { startTestServer, type TestServer } from './server';

export interface UtcServer {
  server: TestServer;
  admin: string;
}

/**
 * A test server for the file on a machine whose clock reads UTC, as containers do, with an admin's
 * token; the machine's zone is put back after the file. The business's days stay New York days.
 */
export function serverInUtc(): UtcServer {
  const t = {} as UtcServer;
  const originalZone = process.env.TZ;
  beforeAll(async () => {
    setMachineZone('UTC');
    t.server = await startTestServer();
    t.admin = await tokenForEmail(t.server.database.db, ADMIN);
  });
  afterAll(async () => {
    await t.server.close();
    setMachineZone(originalZone);
  });
  return t;
}
