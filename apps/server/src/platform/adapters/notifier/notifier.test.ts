import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/db';
import { outbox } from '../../../db/schema';
import { createHttpSmsNotifier } from './http-sms';
import { createOutboxNotifier, purgeExpiredCodes, REMOVED_CODE_BODY } from './outbox';
import { createSmtpNotifier } from './smtp';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(() => database.drop());

const listen = (
  server: { listen: (port: number, host: string, cb: () => void) => unknown },
  address: () => unknown,
) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((address() as AddressInfo).port)),
  );

describe('SMTP adapter', () => {
  it('delivers the e-mail to a real SMTP server', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    // smtp-server wraps a net.Server; its address is the one it listens on
    const port = await listen(smtp, () =>
      (smtp as unknown as { server: { address(): unknown } }).server.address(),
    );
    const notifier = createSmtpNotifier({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Fleetdesk <no-reply@fleetdesk.test>',
    });
    await notifier.send({
      channel: 'email',
      to: 'ada@example.com',
      subject: 'Your code',
      text: 'Your code is 123456.',
    });
    await new Promise<void>((resolve) => smtp.close(resolve));
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: ada@example.com');
    expect(received[0]).toContain('Subject: Your code');
    expect(received[0]).toContain('Your code is 123456.');
  });
});

describe('HTTP SMS adapter', () => {
  it('posts the message to the provider with its token', async () => {
    const requests: { auth?: string; body: unknown }[] = [];
    const provider = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString();
      });
      req.on('end', () => {
        requests.push({ auth: req.headers.authorization, body: JSON.parse(body) });
        res.writeHead(req.headers.authorization === 'Bearer secret' ? 202 : 401).end('{}');
      });
    });
    const port = await listen(provider, () => provider.address());
    const url = `http://127.0.0.1:${port}/messages`;
    await createHttpSmsNotifier({ url, token: 'secret', from: '+12125550100' }).send({
      channel: 'sms',
      to: '+17185550123',
      subject: 'code',
      text: 'Your code is 654321.',
    });
    await expect(
      createHttpSmsNotifier({ url, token: 'wrong', from: '+12125550100' }).send({
        channel: 'sms',
        to: '+17185550123',
        subject: 'code',
        text: 'x',
      }),
    ).rejects.toThrow('SMS provider answered 401');
    provider.close();
    expect(requests[0]).toEqual({
      auth: 'Bearer secret',
      body: { from: '+12125550100', to: '+17185550123', body: 'Your code is 654321.' },
    });
  });
});

describe('outbox', () => {
  it('records each message and logs it when no adapter delivers the channel', async () => {
    const lines: string[] = [];
    const notifier = createOutboxNotifier(database.db, {}, (line) => lines.push(line));
    await notifier.send({
      channel: 'email',
      to: 'ada@example.com',
      subject: 'Your code',
      text: 'Your code is 123456.',
      logLine: 'verification code for ada@example.com: 123456',
    });
    expect(lines).toEqual(['verification code for ada@example.com: 123456']);
    const rows = await database.db.select().from(outbox);
    expect(rows).toMatchObject([
      { channel: 'email', recipient: 'ada@example.com', adapter: 'log', status: 'sent' },
    ]);
  });

  const codeMessage = {
    channel: 'email' as const,
    to: 'grace@example.com',
    subject: 'Your code',
    text: 'Your code is 654321.',
    holdsCode: true,
  };
  const rowTo = async (recipient: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.recipient, recipient))).at(-1);

  it('never stores a code it handed to a real adapter', async () => {
    const delivered: string[] = [];
    const smtp = { name: 'smtp', send: async (m: { text: string }) => void delivered.push(m.text) };
    await createOutboxNotifier(database.db, { email: smtp }, () => {}).send(codeMessage);
    expect(delivered).toEqual(['Your code is 654321.']);
    expect(await rowTo('grace@example.com')).toMatchObject({
      adapter: 'smtp',
      body: REMOVED_CODE_BODY,
      purgeBodyAt: null,
    });
  });

  it('keeps a code it is the delivery channel for only until the code expires', async () => {
    const notifier = createOutboxNotifier(database.db, {}, () => {});
    await notifier.send({ ...codeMessage, to: 'kept@example.com' });
    await notifier.send({ ...codeMessage, to: 'expired@example.com' });
    await notifier.send({
      ...codeMessage,
      to: 'notice@example.com',
      text: 'Your phone changed.',
      holdsCode: false,
    });
    const kept = await rowTo('kept@example.com');
    expect(kept?.body).toBe('Your code is 654321.');
    const keptFor = (kept?.purgeBodyAt?.getTime() ?? 0) - Date.now();
    expect(keptFor).toBeGreaterThan(9 * 60_000);
    expect(keptFor).toBeLessThanOrEqual(10 * 60_000);

    await database.db
      .update(outbox)
      .set({ purgeBodyAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.recipient, 'expired@example.com'));
    expect(await purgeExpiredCodes(database.db)).toBe(1);
    expect(await rowTo('expired@example.com')).toMatchObject({ body: REMOVED_CODE_BODY, purgeBodyAt: null });
    expect((await rowTo('kept@example.com'))?.body).toBe('Your code is 654321.');
    expect((await rowTo('notice@example.com'))?.body).toBe('Your phone changed.');
  });

  it('records a failed delivery and reports it', async () => {
    const failing = { name: 'broken', send: async () => Promise.reject(new Error('connection refused')) };
    const notifier = createOutboxNotifier(database.db, { sms: failing }, () => {});
    await expect(
      notifier.send({ channel: 'sms', to: '+17185550123', subject: 's', text: 't' }),
    ).rejects.toThrow('connection refused');
    const rows = await database.db.select().from(outbox);
    expect(rows.at(-1)).toMatchObject({ adapter: 'broken', status: 'failed', error: 'connection refused' });
  });
});
