import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH } from './mapSize';
import { insetLabels } from './smallStateInsets';
import { buildRegionShapes } from './usMapGeometry';

const regions = buildRegionShapes();

describe('the US map geometry', () => {
  it('draws one shape for each of the 51 regions, and nothing for the territories', () => {
    expect(regions).toHaveLength(51);
    for (const region of regions) expect(region.d).toMatch(/^M[\d.,-]+L/);
    expect(regions.map((region) => region.code)).not.toContain('PR');
  });

  it('keeps every region inside the drawing, Alaska and Hawaii as insets', () => {
    for (const { centroid } of regions) {
      expect(centroid[0]).toBeGreaterThan(0);
      expect(centroid[0]).toBeLessThan(MAP_WIDTH);
      expect(centroid[1]).toBeGreaterThan(0);
      expect(centroid[1]).toBeLessThan(MAP_HEIGHT);
    }
    const at = (code: string) => regions.find((region) => region.code === code)?.centroid ?? [0, 0];
    expect(at('NJ')[0]).toBeGreaterThan(at('PA')[0]); // east of Pennsylvania
    expect(at('AK')[1]).toBeGreaterThan(at('WA')[1]); // drawn at the bottom left, not north
  });

  it('labels the nine small north-east regions in boxes right of the coast', () => {
    const labels = insetLabels(regions);
    expect(labels.map((label) => label.code)).toEqual(['VT', 'NH', 'MA', 'RI', 'CT', 'NJ', 'DE', 'MD', 'DC']);
    for (const label of labels) expect(label.x).toBeGreaterThan(label.from[0]);
  });
});
