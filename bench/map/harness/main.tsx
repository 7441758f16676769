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
import { useHtmlMarkers } from '../../../apps/web/src/ui/map/useHtmlMarkers';
import { useScalableMarkers } from '../../../apps/web/src/ui/map/useScalableMarkers';
import { makeDrivers, moveDrivers } from './liveDrivers';

const params = new URLSearchParams(window.location.search);
const DRIVER_COUNT = Number(params.get('drivers') ?? 20_000);
const LIVE_UPDATE_MS = 1000;
/** `?live=0` keeps the drivers still: what the drawing alone costs, without the feed. */
const IS_LIVE = params.get('live') !== '0';

declare global {
  interface Window {
    benchMap?: MapLibreMap;
    benchUpdates: number;
  }
}
window.benchUpdates = 0;

function DriversMap() {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [drivers, setDrivers] = useState<DriverOnMap[]>(() => makeDrivers(DRIVER_COUNT));
  const [selectedDriverId, setSelectedDriverId] = useState<number | null>(null);
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

// No server here: the maps' style question is answered as a server without MAP_STYLE_URL answers it,
// so the map draws the offline base layer.
const queryClient = new QueryClient();
queryClient.setQueryData(queryKeyOf(ENDPOINTS['metrics.mapStyle'], {}), { style_url: null });

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <QueryClientProvider client={queryClient}>
      <DriversMap />
    </QueryClientProvider>,
  );
