import { describe, expect, it } from 'vitest';
import { driverPhone } from './names';
import { createRandom, hashString, Random } from './random';
import { makePlate, makeVin, vinCheckDigit } from './vehicles';

const sequence = (random: Random, length: number) => Array.from({ length }, () => random.next());

describe('Random', () => {
  it('repeats the same sequence for the same stream name', () => {
    expect(sequence(createRandom('rides'), 50)).toEqual(sequence(createRandom('rides'), 50));
    expect(sequence(new Random(42), 20)).toEqual(sequence(new Random(42), 20));
  });

  it('gives different streams different sequences', () => {
    expect(sequence(createRandom('rides'), 10)).not.toEqual(sequence(createRandom('drivers'), 10));
    expect(hashString('rides')).not.toBe(hashString('drivers'));
  });

  it('stays within the bounds it is given', () => {
    const random = createRandom('bounds');
    const seen = new Set<number>();
    let floatsInRange = true;
    for (let i = 0; i < 2_000; i++) {
      seen.add(random.int(3, 7));
      const float = random.next();
      floatsInRange &&= float >= 0 && float < 1;
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
    expect(floatsInRange).toBe(true);
    expect(random.digits(9)).toMatch(/^[1-9]\d{8}$/);
  });

  it('picks by weight', () => {
    const random = createRandom('weights');
    const counts = { often: 0, rarely: 0, never: 0 };
    for (let i = 0; i < 10_000; i++) counts[random.weighted({ often: 9, rarely: 1, never: 0 })]++;
    expect(counts.never).toBe(0);
    expect(counts.often / 10_000).toBeGreaterThan(0.87);
    expect(counts.often / 10_000).toBeLessThan(0.93);
  });
});

describe('vehicle identifiers', () => {
  it('computes VIN check digits as published (FACTS.md §8.3)', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('JH4KA7561PC008269')).toBe('1');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(vinCheckDigit('5YJSA1E14HF000001')).toBe('8');
  });

  it('makes valid, unique VINs without I, O or Q', () => {
    const random = createRandom('vin-test');
    const vins = Array.from({ length: 500 }, (_, i) => makeVin(random, '5TD', 2021, i + 1));
    for (const vin of vins) {
      expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(vin.charAt(8)).toBe(vinCheckDigit(vin));
      expect(vin.charAt(9)).toBe('M');
    }
    expect(new Set(vins).size).toBe(vins.length);
  });

  it('never repeats a plate within a format', () => {
    for (const [format, pattern] of [
      ['fhv', /^T\d{6}C$/],
      ['medallion', /^[1-9][A-Z]\d{2}$/],
      ['nj', /^[A-Z]\d{2}[A-Z]{3}$/],
    ] as const) {
      const plates = Array.from({ length: 20_000 }, (_, n) => makePlate(format, n));
      for (const plate of plates.slice(0, 200)) expect(plate).toMatch(pattern);
      expect(new Set(plates).size).toBe(plates.length);
    }
  });

  it('gives every driver a distinct New York number in E.164', () => {
    const phones = Array.from({ length: 20_000 }, (_, i) => driverPhone(i));
    for (const phone of phones.slice(0, 600)) expect(phone).toMatch(/^\+1(718|917|646|347|929)555\d{4}$/);
    expect(new Set(phones).size).toBe(phones.length);
    expect(phones[0]).toBe('+17185550100');
  });
});
