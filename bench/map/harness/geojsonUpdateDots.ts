// The alternative weighed against the WebGL layer (decision 156), kept so the comparison can be run
// again (`npm run bench:map -- --variant geojson-update`): the dots as a GeoJSON circle layer whose
// features carry ids and no label strings, each batch sent as `updateData` with only the moved
// drivers' new geometry. MapLibre's worker still re-indexes and re-cuts the tiles for every batch.
import type { DriverOnMap } from '@fleetdesk/contract';
import type { Feature, Point } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { DotStyle } from '../../../apps/web/src/ui/map/dotBuffer';

const SOURCE_ID = 'available-drivers';

function feature(driver: DriverOnMap, style: DotStyle): Feature<Point> {
  return {
    type: 'Feature',
    id: driver.id,
    geometry: { type: 'Point', coordinates: [driver.lon, driver.lat] },
    properties: { color: style.color, muted: style.muted, selected: style.selected },
  };
}

export function useGeoJsonUpdateDots(
  map: MapLibreMap | null,
  drivers: readonly DriverOnMap[],
  styleOf: (driver: DriverOnMap) => DotStyle,
): void {
  const sent = useRef(new Map<number, DriverOnMap>());
  useEffect(() => {
    if (!map) return;
    map.addSource(SOURCE_ID, {
      type: 'geojson',
      data: { type: 'FeatureCollection', features: [] },
      maxzoom: 10,
    });
    map.addLayer({
      id: SOURCE_ID,
      type: 'circle',
      source: SOURCE_ID,
      paint: {
        'circle-color': ['get', 'color'],
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 2.5, 12, 4, 15, 6],
        'circle-opacity': ['case', ['get', 'muted'], 0.45, 0.9],
        'circle-stroke-color': ['case', ['get', 'selected'], '#ffd54f', '#ffffff'],
        'circle-stroke-width': ['case', ['get', 'selected'], 3, 0.6],
      },
    });
    sent.current.clear();
  }, [map]);

  useEffect(() => {
    const source = map?.getSource<GeoJSONSource>(SOURCE_ID);
    if (!source) return;
    if (sent.current.size === 0) {
      source.setData({ type: 'FeatureCollection', features: drivers.map((d) => feature(d, styleOf(d))) });
    } else {
      const moved = drivers.filter((d) => {
        const before = sent.current.get(d.id);
        return !before || before.lon !== d.lon || before.lat !== d.lat;
      });
      source.updateData({
        update: moved.map((d) => ({
          id: d.id,
          newGeometry: { type: 'Point', coordinates: [d.lon, d.lat] },
        })),
      });
    }
    sent.current = new Map(drivers.map((d) => [d.id, d]));
  }, [map, drivers, styleOf]);
}
