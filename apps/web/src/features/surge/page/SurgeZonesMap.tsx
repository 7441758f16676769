import type { SurgeZone } from '@fleetdesk/contract';
import { Box, Stack, Typography } from '@mui/material';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { useAppStore } from '../../../store/appStore';
import { BaseMap } from '../../../ui/map/BaseMap';
import { type OverlayLayer, useGeoJsonOverlay } from '../../../ui/map/useGeoJsonOverlay';
import { useHtmlMarkers } from '../../../ui/map/useHtmlMarkers';
import { PENDING_STEPS, pendingCountMarkers, surgeZoneShapes, zonesBounds } from './zoneMapShapes';

const ZONE_LAYERS: OverlayLayer[] = [
  { id: 'fill', type: 'fill', paint: { 'fill-color': ['get', 'color'], 'fill-opacity': 0.45 } },
  { id: 'line', type: 'line', paint: { 'line-color': '#455a64', 'line-opacity': 0.6, 'line-width': 1 } },
];

/** The active group's zones over the base map, coloured by their open marketplace rides. */
export function SurgeZonesMap({ zones }: { zones: readonly SurgeZone[] }) {
  const theme = useAppStore((state) => state.mapTheme);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const shapes = useMemo(() => surgeZoneShapes(zones), [zones]);
  const markers = useMemo(() => pendingCountMarkers(zones), [zones]);
  useGeoJsonOverlay(map, 'surge-zones', shapes, ZONE_LAYERS);
  useHtmlMarkers(map, markers);
  // Fit the group's zones when the map or the group changes, not on every count refresh.
  const groupKey = zones.map((zone) => zone.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit on a new group (its zone ids), not on new counts
  useEffect(() => {
    const bounds = zonesBounds(zones);
    if (map && bounds) map.fitBounds(bounds, { padding: 24, duration: 0 });
  }, [map, groupKey]);
  return (
    <Box
      sx={{
        height: 380,
        position: 'relative',
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <BaseMap theme={theme} ariaLabel="Surge zones map" onMapReady={setMap}>
        <Stack
          direction="row"
          spacing={0.75}
          aria-label="Pending rides legend"
          sx={{
            position: 'absolute',
            left: 8,
            bottom: 8,
            bgcolor: 'background.paper',
            px: 1,
            py: 0.5,
            borderRadius: 1,
            boxShadow: 1,
          }}
        >
          {PENDING_STEPS.map((step) => (
            <Stack key={step.from} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Box sx={{ width: 12, height: 12, bgcolor: step.color, borderRadius: 0.5 }} />
              <Typography variant="caption">{step.from === 0 ? '0' : `${step.from}+`}</Typography>
            </Stack>
          ))}
        </Stack>
      </BaseMap>
    </Box>
  );
}
