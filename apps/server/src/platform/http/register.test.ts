import { defineEndpoint } from '@fleetdesk/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { createEndpointRegistry } from './register';

const publicCall = (path: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    summary: path,
    tag: 'test',
    auth: 'public',
    permission: null,
    fleet: false,
    response: z.object({ ok: z.boolean() }),
  });

describe('endpoint registry', () => {
  it('logs the request lines of a route registered at warn only when something goes wrong', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    // Public calls without a token never reach the database.
    const registry = createEndpointRegistry(app, {} as Db, { validateResponses: true });
    registry.route(publicCall('/loud'), async () => ({ ok: true }));
    registry.route(publicCall('/quiet'), async () => ({ ok: true }), { logLevel: 'warn' });

    expect((await app.inject({ method: 'GET', url: '/api/v1/loud' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/quiet' })).statusCode).toBe(200);
    await app.close();

    const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).map((l) => l.req?.url);
    expect(urls).toContain('/api/v1/loud');
    expect(urls).not.toContain('/api/v1/quiet');
  });
});
