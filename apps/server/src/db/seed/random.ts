/**
 * A small seeded random generator (mulberry32) so the demo data is the same on every run.
 * Each seeding step takes its own stream (`createRandom('drivers')`), so changing how many rides are
 * generated never changes who the drivers are.
 */

import { Random as Mulberry32 } from '@fleetdesk/solver';

const DEMO_SEED = 'fleetdesk-new-york-demo';

/** FNV-1a over the UTF-16 code units: a stable 32-bit number for a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  // The solver's mulberry32 generator: one implementation of the step for the whole product.
  private readonly source: Mulberry32;

  constructor(seed: number) {
    this.source = new Mulberry32(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.source.next();
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick needs at least one item');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks a key of `weights` with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    return this.weightedItem(entries.map(([key, weight]) => ({ item: key, weight })));
  }

  weightedItem<T>(choices: readonly { item: T; weight: number }[]): T {
    const total = choices.reduce((sum, choice) => sum + choice.weight, 0);
    let roll = this.next() * total;
    for (const choice of choices) {
      roll -= choice.weight;
      if (roll < 0) return choice.item;
    }
    const last = choices[choices.length - 1];
    if (!last) throw new Error('Random.weightedItem needs at least one choice');
    return last.item;
  }

  /** `length` digits, the first one never 0. */
  digits(length: number): string {
    let out = String(this.int(1, 9));
    for (let i = 1; i < length; i++) out += String(this.int(0, 9));
    return out;
  }
}

/** A generator for one seeding step; the same name always gives the same sequence. */
export function createRandom(stream: string): Random {
  return new Random(hashString(`${DEMO_SEED}:${stream}`));
}
