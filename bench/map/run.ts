// npm run bench:map [-- --drivers 20000 --seconds 20 --skip-build --screenshots /tmp/shots-map --no-live --variant geojson-update]
// Builds bench/map/harness (the rides map's drivers layer: the product's BaseMap, driver markers and
// scalable-markers hook, fed 20 000 drivers moving every second), opens it in headless Chromium (no GPU:
// WebGL through SwiftShader) and counts animation frames over a fixed period in three views: the whole
// city still, the whole city panned every frame, and a street-level zoom where the drivers in view are
// also drawn as HTML badges. Writes bench/results/map-fps.md.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../rides-web/browser';
import { measureFrames, PHASES, type Phase } from './frames';
import { writeReport } from './report';
import { serveFolder } from './serve';

const repoRoot = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    drivers: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '20' },
    'out-dir': { type: 'string', default: '/tmp/map-bench' },
    'skip-build': { type: 'boolean', default: false },
    screenshots: { type: 'string' },
    'no-live': { type: 'boolean', default: false },
    /** `geojson-update`: the dots as the alternative decision 156 set aside (see harness/geojsonUpdateDots.ts). */
    variant: { type: 'string', default: 'webgl-layer' },
  },
});
const drivers = Number(values.drivers);
const seconds = Number(values.seconds);
const outDir = values['out-dir'];

if (!values['skip-build']) {
  console.log(`bench:map building the bench page to ${outDir}…`);
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'bench/map/vite.config.ts', '--outDir', outDir],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) throw new Error(`the bench page build failed (exit ${build.status})`);
}

const server = await serveFolder(outDir);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  page.on('pageerror', (error) => console.error(error));
  await page.goto(
    `${server.url}/index.html?drivers=${drivers}&live=${values['no-live'] ? 0 : 1}&variant=${values.variant}`,
  );
  // Ready once the drivers' layer is on a loaded map; answers the WebGL renderer's name (SwiftShader here).
  const renderer = await page.waitForFunction(
    `(() => {
      const map = window.benchMap;
      if (!map || !map.getLayer('available-drivers') || !map.isStyleLoaded()) return null;
      const gl = map.getCanvas().getContext('webgl2') || map.getCanvas().getContext('webgl');
      const debug = gl && gl.getExtension('WEBGL_debug_renderer_info');
      return debug ? String(gl.getParameter(debug.UNMASKED_RENDERER_WEBGL)) : 'unknown';
    })()`,
    undefined,
    { timeout: 120_000 },
  );
  const results: {
    phase: Phase;
    fps: number;
    frames: number;
    p95: number;
    worst: number;
    updates: number;
  }[] = [];
  for (const phase of PHASES) {
    const result = await measureFrames(page, phase, seconds);
    console.log(`${phase.name}: ${result.fps.toFixed(1)} fps`);
    results.push({ phase, ...result });
    if (values.screenshots) await page.screenshot({ path: `${values.screenshots}/map-${phase.id}.png` });
  }
  writeReport({
    command: `npm run bench:map${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    variant: values.variant,
    isLive: !values['no-live'],
    drivers,
    seconds,
    renderer: String(await renderer.jsonValue()),
    machine: `${cpus().length} CPU threads (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()[0]?.toFixed(1)} at the end`,
    results,
  });
} finally {
  await browser.close();
  await server.close();
}
