// A CPU profile (Chrome DevTools protocol) of one action in a page, printed as the functions with the
// most self time. The profiler slows the page: its times explain a benchmark, they are not the benchmark's.
import type { Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Runs `action` under the sampling profiler; prints the functions with the most self time. */
export async function profileAction(page: Page, label: string, top: number, action: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await action();
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').pop() || '(native)';
    const key = `${frame.functionName || '(anonymous)'}  ${file}:${frame.lineNumber + 1}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`\n${label}: ${total.toFixed(0)} ms sampled; most self time:`);
  for (const [key, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${key}`);
}
