// npm run bench:web-size [-- --out-dir /tmp/web-size --skip-build]
// Builds the production web app (with Vite's manifest) and writes bench/results/web-size.md: the
// JavaScript a first visit loads (the entry index.html names and every chunk it imports statically, which
// index.html modulepreloads), then every chunk, raw and gzip. Fails when the initial JavaScript passes
// the budget, so a change that pulls a heavy library back into the entry is caught.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { generatedNotice } from '../generated';

const repoRoot = resolve(import.meta.dirname, '../..');
const BUDGET_GZIP_KB = 350;

const { values } = parseArgs({
  options: {
    'out-dir': { type: 'string', default: '/tmp/web-size' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const outDir = values['out-dir'];

/** One entry of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Sized {
  file: string;
  raw: number;
  gzip: number;
}

function build(): void {
  console.log(`bench:web-size building the web app to ${outDir}…`);
  const run = spawnSync(
    'npm',
    ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir, '--emptyOutDir', '--manifest'],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`the web build failed (exit ${run.status})`);
}

function sizeOf(file: string): Sized {
  const bytes = readFileSync(join(outDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The entry's chunk and every chunk it imports statically, transitively: what runs before the first page. */
function initialChunks(manifest: Manifest): ManifestChunk[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.set(key, chunk);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key] of entries) visit(key);
  return [...seen.values()];
}

/** The scripts index.html loads and preloads: must be the same files as the manifest's initial chunks. */
function indexHtmlScripts(): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const found = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
  ];
  return found.map((m) => m[1] as string).sort();
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const total = (files: readonly Sized[], key: 'raw' | 'gzip') => files.reduce((sum, f) => sum + f[key], 0);

function table(rows: readonly (Sized & { what: string })[]): string {
  const lines = rows.map((r) => `| ${r.file} | ${r.what} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
  return ['| file | what | raw KB | gzip KB |', '| --- | --- | ---: | ---: |', ...lines].join('\n');
}

if (!values['skip-build']) build();
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const initial = initialChunks(manifest);
const initialFiles = initial.map((c) => c.file).sort();
const fromHtml = indexHtmlScripts();
if (JSON.stringify(initialFiles) !== JSON.stringify(fromHtml)) {
  throw new Error(`index.html loads ${fromHtml.join(', ')} but the manifest says ${initialFiles.join(', ')}`);
}
const describe = (chunk: ManifestChunk) =>
  chunk.isEntry
    ? 'entry'
    : chunk.isDynamicEntry
      ? `lazy: ${chunk.src ?? chunk.name}`
      : `shared: ${chunk.name ?? ''}`;
const initialSized = initial.map((c) => ({ ...sizeOf(c.file), what: describe(c) }));
const initialCss = [...new Set(initial.flatMap((c) => c.css ?? []))].map((f) => ({
  ...sizeOf(f),
  what: 'css',
}));
const allJs = Object.values(manifest)
  .filter((c) => c.file.endsWith('.js'))
  .filter((c, i, list) => list.findIndex((o) => o.file === c.file) === i)
  .map((c) => ({ ...sizeOf(c.file), what: describe(c) }))
  .sort((a, b) => b.gzip - a.gzip);

const initialGzip = total(initialSized, 'gzip');
const withinBudget = initialGzip <= BUDGET_GZIP_KB * 1024;
const report = `# Web app size

${generatedNotice('npm run bench:web-size', new Date())}

The production build of apps/web (Vite, minified), each file gzipped at level 9 by Node. Initial JavaScript
is what a first visit runs before any page: the entry that index.html loads and the chunks it imports
statically (the files index.html modulepreloads; the run checks both lists agree). Pages, the map library
and the grids load with their routes.

**Initial JavaScript: ${kb(total(initialSized, 'raw'))} KB raw, ${kb(initialGzip)} KB gzip** (budget ${BUDGET_GZIP_KB} KB gzip: ${withinBudget ? 'within' : '**over**'}), in ${initialSized.length} files; initial CSS ${kb(total(initialCss, 'gzip'))} KB gzip.

${table([...initialSized, ...initialCss])}

## Every JavaScript chunk (${allJs.length}, ${kb(total(allJs, 'raw'))} KB raw, ${kb(total(allJs, 'gzip'))} KB gzip), largest first

${table(allJs)}
`;
writeFileSync(join(repoRoot, 'bench/results/web-size.md'), report);
console.log(
  `initial JavaScript ${kb(initialGzip)} KB gzip (budget ${BUDGET_GZIP_KB} KB); bench/results/web-size.md written`,
);
if (!withinBudget) process.exitCode = 1;
