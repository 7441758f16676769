import type { FeatureCollection } from 'geojson';
import type { ExpressionSpecification, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import type { MapTheme } from '../../store/persistedState';
import regionCounties from './geo/nyc-region-counties.json';

/** Colours of the offline base map and of what features draw over it, per theme. */
export interface MapPalette {
  water: string;
  land: string;
  city: string;
  border: string;
  cityBorder: string;
  zone: string;
  route: string;
  history: string;
}

export const MAP_PALETTES: Record<MapTheme, MapPalette> = {
  light: {
    water: '#c9dff0',
    land: '#eeebe4',
    city: '#fbf9f4',
    border: '#c9c1b3',
    cityBorder: '#9e9586',
    zone: '#5b8fd0',
    route: '#1565c0',
    history: '#ef6c00',
  },
  dark: {
    water: '#0e1821',
    land: '#1d2329',
    city: '#2a323b',
    border: '#39434e',
    cityBorder: '#5a6673',
    zone: '#7fb0ea',
    route: '#64b5f6',
    history: '#ffb74d',
  },
};

/** Layer id → paint property → palette colour, so a theme switch repaints without rebuilding. */
const THEMED_PAINT: Record<string, Record<string, keyof MapPalette>> = {
  water: { 'background-color': 'water' },
  land: { 'fill-color': 'land' },
  city: { 'fill-color': 'city' },
  borders: { 'line-color': 'border' },
  'city-borders': { 'line-color': 'cityBorder' },
};

/**
 * A style that needs no network: water as the background, the counties around New York as land
 * (the five boroughs brighter), their borders. No symbol layers, because text needs glyph files
 * from a server; labels are HTML markers instead.
 */
export function baseMapStyle(theme: MapTheme): StyleSpecification {
  const palette = MAP_PALETTES[theme];
  const isCity: ExpressionSpecification = ['==', ['get', 'is_nyc'], true];
  const style: StyleSpecification = {
    version: 8,
    sources: {
      region: { type: 'geojson', data: regionCounties as FeatureCollection },
    },
    layers: [
      { id: 'water', type: 'background', paint: {} },
      { id: 'land', type: 'fill', source: 'region', filter: ['!', isCity], paint: {} },
      { id: 'city', type: 'fill', source: 'region', filter: isCity, paint: {} },
      { id: 'borders', type: 'line', source: 'region', filter: ['!', isCity], paint: { 'line-width': 0.8 } },
      { id: 'city-borders', type: 'line', source: 'region', filter: isCity, paint: { 'line-width': 1.2 } },
    ],
  };
  for (const layer of style.layers) {
    for (const [property, colour] of Object.entries(THEMED_PAINT[layer.id] ?? {})) {
      (layer.paint as Record<string, unknown>)[property] = palette[colour];
    }
  }
  return style;
}

/** Repaints the base layers of a loaded map for another theme. */
export function applyBaseTheme(map: MapLibreMap, theme: MapTheme): void {
  const palette = MAP_PALETTES[theme];
  for (const [layerId, properties] of Object.entries(THEMED_PAINT)) {
    if (!map.getLayer(layerId)) continue;
    for (const [property, colour] of Object.entries(properties)) {
      map.setPaintProperty(layerId, property, palette[colour]);
    }
  }
}
