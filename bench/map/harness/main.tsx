// The rides map's drivers layer as the rides board draws it (BaseMap, availableDriverLayer,
// useScalableMarkers, useHtmlMarkers: the product's code), fed by a simulated live feed of many drivers
// moving every second. bench/map/run.ts opens this page in headless Chromium and counts frames.
import { type DriverOnMap, ENDPOINTS } from '@fleetdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { queryKeyOf } from '../../../apps/web/src/api/endpointQuery';
import { availableDriverLayer } from '../../../apps/web/src/features/rides/map/rideMapMarkers';
import { BaseMap } from '../../../apps/web/src/ui/map/BaseMap';
import { itemsInView } from '../../../apps/web/src/ui/map/markerDots';
import { useHtmlMarkers } from '../../../apps/web/src/ui/map/useHtmlMarkers';
import { useScalableMarkers, useViewBounds } from '../../../apps/web/src/ui/map/useScalableMarkers';
import { useGeoJsonUpdateDots } from './geojsonUpdateDots';
import { makeDrivers, moveDrivers } from './liveDrivers';

const params = new URLSearchParams(window.location.search);
const DRIVER_COUNT = Number(params.get('drivers') ?? 20_000);
const LIVE_UPDATE_MS = 1000;
/** `?live=0` keeps the drivers still: what the drawing alone costs, without the feed. */
const IS_LIVE = params.get('live') !== '0';
/** `?variant=geojson-update` draws the dots the way decision 156 weighed and set aside. */
const IS_GEOJSON_UPDATE = params.get('variant') === 'geojson-update';

declare global {
  interface Window {
    benchMap?: MapLibreMap;
    benchUpdates: number;
  }
}
window.benchUpdates = 0;

/** The simulated feed: every driver a step further each second; also hands the map to bench/map/run.ts. */
function useLiveDrivers(map: MapLibreMap | null): DriverOnMap[] {
  const [drivers, setDrivers] = useState<DriverOnMap[]>(() => makeDrivers(DRIVER_COUNT));
  useEffect(() => {
    if (!IS_LIVE) return;
    const timer = setInterval(() => {
      setDrivers(moveDrivers);
      window.benchUpdates += 1;
    }, LIVE_UPDATE_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (map) window.benchMap = map;
  }, [map]);
  return drivers;
}

function DriversMap() {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const drivers = useLiveDrivers(map);
  const [selectedDriverId, setSelectedDriverId] = useState<number | null>(null);
  const layer = useMemo(
    () =>
      availableDriverLayer(drivers, {
        rideDriverId: null,
        selectedDriverId,
        driverLabel: 'id',
        onSelectDriver: setSelectedDriverId,
      }),
    [drivers, selectedDriverId],
  );
  useHtmlMarkers(map, useScalableMarkers(map, 'available-drivers', layer));
  return <BaseMap theme="light" ariaLabel="Rides map" onMapReady={setMap} />;
}

/** The same drivers and badges, the dots drawn by a GeoJSON source updated with the moved drivers only. */
function GeoJsonUpdateDriversMap() {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const drivers = useLiveDrivers(map);
  const layer = useMemo(
    () => availableDriverLayer(drivers, { rideDriverId: null, selectedDriverId: null, driverLabel: 'id' }),
    [drivers],
  );
  useGeoJsonUpdateDots(map, layer.items, layer.styleOf);
  const bounds = useViewBounds(map);
  const badges = useMemo(() => layer.markersOf(itemsInView(layer.items, bounds)), [layer, bounds]);
  useHtmlMarkers(map, badges);
  return <BaseMap theme="light" ariaLabel="Rides map" onMapReady={setMap} />;
}

// No server here: the maps' style question is answered as a server without MAP_STYLE_URL answers it,
// so the map draws the offline base layer.
const queryClient = new QueryClient();
queryClient.setQueryData(queryKeyOf(ENDPOINTS['metrics.mapStyle'], {}), { style_url: null });

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <QueryClientProvider client={queryClient}>
      {IS_GEOJSON_UPDATE ? <GeoJsonUpdateDriversMap /> : <DriversMap />}
    </QueryClientProvider>,
  );
