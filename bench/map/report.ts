import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generatedNotice } from '../generated';
import type { FrameResult, Phase } from './frames';

const GOAL_FPS = 30;

export interface MapRun {
  command: string;
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
(availableDriverMarkers → useScalableMarkers: a WebGL circle per driver, HTML badges for the drivers in
view when there are at most 300 of them → useHtmlMarkers), ${run.drivers.toLocaleString('en-US')} drivers
each moving every second (a new array of positions, as a live feed brings). Frames counted with
requestAnimationFrame over ${run.seconds} s per view after 3 s to draw the new view; goal ≥ ${GOAL_FPS} frames per second.

| view | frames/s | frames | p95 frame ms | worst frame ms | live updates | ≥ ${GOAL_FPS} |
| --- | ---: | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}
`;
  writeFileSync(resolve(import.meta.dirname, '../results/map-fps.md'), text);
  console.log('bench/results/map-fps.md written');
}
