import statesTopology from 'us-atlas/states-10m.json';
import { describe, expect, it } from 'vitest';
import { FIPS_BY_CODE, STATE_OPTIONS, stateOptionOf } from './usStates';

const atlasNames = new Map(
  statesTopology.objects.states.geometries.map((shape) => [String(shape.id), shape.properties.name]),
);

describe('the work-location list', () => {
  it('holds the 50 states and DC once each, sorted by name', () => {
    expect(STATE_OPTIONS).toHaveLength(51);
    expect(new Set(STATE_OPTIONS.map((option) => option.code)).size).toBe(51);
    const names = STATE_OPTIONS.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(stateOptionOf('DC')).toEqual({ code: 'DC', name: 'District of Columbia' });
  });

  it('spells every name as the Census shapes do, Louisiana included', () => {
    for (const option of STATE_OPTIONS) expect(atlasNames.get(FIPS_BY_CODE[option.code])).toBe(option.name);
    expect(stateOptionOf('LA')?.name).toBe('Louisiana');
  });

  it('knows nothing but the 51 codes', () => {
    expect(stateOptionOf('PR')).toBeNull();
    expect(stateOptionOf(null)).toBeNull();
  });
});
