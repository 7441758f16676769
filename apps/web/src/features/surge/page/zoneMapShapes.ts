import type { SurgeZone } from '@fleetdesk/contract';
import type { FeatureCollection } from 'geojson';
import type { HtmlMarkerSpec } from '../../../ui/map/htmlMarker';
import { zoneLabelPoint } from '../../routing/detail/routeMapGeometry';

/** Zone fills by open marketplace rides: none grey, then pale to deep red as the count grows. */
export const PENDING_STEPS = [
  { from: 0, color: '#90a4ae' },
  { from: 1, color: '#ffe082' },
  { from: 3, color: '#ffb74d' },
  { from: 6, color: '#ff7043' },
  { from: 10, color: '#d32f2f' },
] as const;

export function pendingColor(count: number): string {
  let color: string = PENDING_STEPS[0].color;
  for (const step of PENDING_STEPS) if (count >= step.from) color = step.color;
  return color;
}

/** The zones as shapes carrying their colour (the fill layer reads it). */
export function surgeZoneShapes(zones: readonly SurgeZone[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: zones.map((zone) => ({
      type: 'Feature',
      id: zone.id,
      properties: {
        name: zone.name,
        count: zone.pending_rides_count,
        color: pendingColor(zone.pending_rides_count),
      },
      geometry: { type: 'Polygon', coordinates: zone.polygon.coordinates },
    })),
  };
}

/** Each zone's count written in it (zones with none stay quiet). */
export function pendingCountMarkers(zones: readonly SurgeZone[]): HtmlMarkerSpec[] {
  return zones.flatMap((zone) => {
    const point = zoneLabelPoint(zone);
    if (!point || zone.pending_rides_count === 0) return [];
    return [
      {
        id: `surge-zone-${zone.id}`,
        kind: 'badge',
        ...point,
        text: `${zone.short_name ?? zone.name} ${zone.pending_rides_count}`,
        ariaLabel: `Zone ${zone.name}: ${zone.pending_rides_count} pending`,
        color: '#37474f',
        layer: 0,
      } satisfies HtmlMarkerSpec,
    ];
  });
}

/** The box around every zone, [[west, south], [east, north]]; null without zones. */
export function zonesBounds(zones: readonly SurgeZone[]): [[number, number], [number, number]] | null {
  const points = zones.flatMap((zone) => zone.polygon.coordinates[0] ?? []);
  if (points.length === 0) return null;
  const lons = points.map((p) => p[0] ?? 0);
  const lats = points.map((p) => p[1] ?? 0);
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ];
}
