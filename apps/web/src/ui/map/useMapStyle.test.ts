import { describe, expect, it } from 'vitest';
import { MAP_PALETTES } from './baseMapStyle';
import { chooseBaseStyle } from './useMapStyle';

describe('the base style of a map', () => {
  it("is the tile service's style when the server names one (MAP_STYLE_URL)", () => {
    expect(chooseBaseStyle('http://127.0.0.1:8300/styles/streets/style.json', 'dark')).toBe(
      'http://127.0.0.1:8300/styles/streets/style.json',
    );
  });

  it('is the offline base layer in the chosen theme otherwise', () => {
    const style = chooseBaseStyle(null, 'dark');
    if (typeof style === 'string') throw new Error('expected the offline style');
    expect(style.sources.region).toMatchObject({ type: 'geojson' });
    expect(style.layers.find((layer) => layer.id === 'water')).toMatchObject({
      paint: { 'background-color': MAP_PALETTES.dark.water },
    });
  });
});
