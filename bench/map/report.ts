import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generatedNotice } from '../generated';
import type { FrameResult, Phase } from './frames';

const GOAL_FPS = 30;

/** How the run drew the dots: the product's layer, or the alternative kept for comparison. */
const DOTS: Record<string, string> = {
  'webgl-layer':
    'useScalableMarkers: one WebGL custom layer drawing every driver as a point from vertex buffers, a new batch uploading only the changed span',
  'geojson-update':
    'the alternative set aside in decision 156 (bench/map/harness/geojsonUpdateDots.ts): a GeoJSON circle layer, each batch sent as `updateData` with the moved drivers only',
};

export interface MapRun {
  command: string;
  variant: string;
  isLive: boolean;
  drivers: number;
  seconds: number;
  renderer: string;
  machine: string;
  results: (FrameResult & { phase: Phase })[];
}

export function writeReport(run: MapRun): void {
  const rows = run.results.map(
    (r) =>
      `| ${r.phase.name} | ${r.fps.toFixed(1)} | ${r.frames} | ${r.p95.toFixed(1)} | ${r.worst.toFixed(1)} | ${r.updates} | ${r.fps >= GOAL_FPS ? 'yes' : '**no**'} |`,
  );
  const text = `# The rides map with ${run.drivers.toLocaleString('en-US')} live drivers in Chromium

${generatedNotice(run.command, new Date())}

${run.machine}. Headless Chromium (1600×900, \`--disable-gpu\`: WebGL renderer \`${run.renderer}\`) shows
bench/map/harness: the product's BaseMap over the offline base layer with the rides map's drivers layer
(availableDriverLayer → ${DOTS[run.variant] ?? run.variant}; HTML badges for the drivers in
view when there are at most 300 of them → useHtmlMarkers), ${run.drivers.toLocaleString('en-US')} drivers
${run.isLive ? 'each moving every second (a new array of positions, as a live feed brings)' : '**standing still** (`--no-live`)'}. Frames counted with
requestAnimationFrame over ${run.seconds} s per view after 3 s to draw the new view; goal ≥ ${GOAL_FPS} frames per second.

| view | frames/s | frames | p95 frame ms | worst frame ms | live updates | ≥ ${GOAL_FPS} |
| --- | ---: | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}
`;
  writeFileSync(resolve(import.meta.dirname, '../results/map-fps.md'), text);
  console.log('bench/results/map-fps.md written');
}
