import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = import.meta.dirname;
const IMPORT_OF_ANOTHER_MODULE = /from '\.\.\/([\w-]+)\//g;

/** Which other modules each module's production files import (tests may reach anywhere). */
function moduleImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(MODULES_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const uses = new Set<string>();
    for (const file of readdirSync(path.join(MODULES_DIR, entry.name))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const source = readFileSync(path.join(MODULES_DIR, entry.name, file), 'utf8');
      for (const [, other] of source.matchAll(IMPORT_OF_ANOTHER_MODULE)) {
        if (other && other !== entry.name) uses.add(other);
      }
    }
    graph.set(entry.name, uses);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the path that closes it (a → b → a). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const walk = (node: string, trail: string[]) => {
    if (trail.includes(node)) {
      found.push([...trail.slice(trail.indexOf(node)), node].join(' → '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return found;
}

describe('server modules', () => {
  it('import each other without a cycle, so each can be read and tested from the bottom up', () => {
    const graph = moduleImports();
    expect(graph.get('notes')?.has('rides')).toBe(true);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['notes', new Set(['ride-actions'])],
      ['ride-actions', new Set(['rides'])],
      ['rides', new Set(['notes'])],
    ]);
    expect(cycles(graph)).toEqual(['notes → ride-actions → rides → notes']);
  });
});
