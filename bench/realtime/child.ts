import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

/**
 * The load runs in other processes than the server, so a busy load generator never delays the server's
 * event loop it measures (and the other way round). Each child reads its plan from BENCH_PLAN, says
 * `{ ready: true }` when set up, waits for `{ go: true }` (boards: `{ expected }`), and ends with
 * `{ result }`.
 */
export interface Child<Result> {
  ready: Promise<unknown>;
  send(message: object): void;
  result: Promise<Result>;
  process: ChildProcess;
}

export function startChild<Result>(name: string, plan: object): Child<Result> {
  const child = fork(join(import.meta.dirname, name), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_PLAN: JSON.stringify(plan) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let markReady: (info: unknown) => void = () => {};
  const ready = new Promise((resolve) => {
    markReady = resolve;
  });
  const result = new Promise<Result>((resolve, reject) => {
    child.on('message', (message: { ready?: unknown; result?: Result }) => {
      if (message.ready !== undefined) markReady(message.ready);
      if (message.result !== undefined) resolve(message.result);
    });
    child.on('exit', (code) => reject(new Error(`${name} exited ${code} before answering`)));
    child.on('error', reject);
  });
  return { ready: Promise.race([ready, result]), send: (m) => child.send(m), result, process: child };
}

/** In a child: the plan, and the parent's messages. */
export const planOf = <Plan>(): Plan => JSON.parse(process.env.BENCH_PLAN ?? '{}') as Plan;

export function nextMessage<Message>(): Promise<Message> {
  return new Promise((resolve) => process.once('message', (m) => resolve(m as Message)));
}

/** Sends to the parent; resolves once sent (a process that exits before then loses the message). */
export function answer(message: object): Promise<void> {
  return new Promise((resolve) => process.send?.(message, undefined, {}, () => resolve()));
}
