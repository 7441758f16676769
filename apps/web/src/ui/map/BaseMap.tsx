import 'maplibre-gl/dist/maplibre-gl.css';
import './mapMarkers.css';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '@fleetdesk/contract';
import { Alert, Box } from '@mui/material';
import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { MapTheme } from '../../store/persistedState';
import { applyBaseTheme, MAP_PALETTES } from './baseMapStyle';
import { chooseBaseStyle, useMapStyleUrl } from './useMapStyle';

export const MAP_UNAVAILABLE_TEXT = 'The map cannot be drawn: this browser has no WebGL.';

interface BaseMapProps {
  theme: MapTheme;
  /** Named for screen readers and tests, e.g. "Rides map". */
  ariaLabel: string;
  /** Called with the map once its style has loaded (layers can be added), and with null when it goes. */
  onMapReady: (map: MapLibreMap | null) => void;
  /** Drawn over the map (warnings, legends). */
  children?: ReactNode;
}

/**
 * A MapLibre map over the tile service's style when MAP_STYLE_URL is set, else over the offline New
 * York base layer (the theme repaints only the offline one), centred on the city at zoom 8. Areas draw
 * their own sources and markers on the map it hands out through `onMapReady`.
 */
export function BaseMap({ theme, ariaLabel, onMapReady, children }: BaseMapProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [isUnavailable, setUnavailable] = useState(false);
  // The first theme builds the style; later switches repaint it (see the effect below).
  const initialTheme = useRef(theme);
  const onReadyRef = useRef(onMapReady);
  onReadyRef.current = onMapReady;
  const styleUrl = useMapStyleUrl();

  useEffect(() => {
    const container = containerRef.current;
    const region = regionRef.current;
    // The map waits for the answer: starting offline and swapping styles would drop the areas' layers.
    if (!container || styleUrl === undefined) return;
    let created: MapLibreMap;
    try {
      created = new maplibregl.Map({
        container,
        style: chooseBaseStyle(styleUrl, initialTheme.current),
        center: [...MAP_DEFAULT_CENTER],
        zoom: MAP_DEFAULT_ZOOM,
        // The shipped boundaries are public-domain Census data (geo/README.md): no tile provider to credit,
        // and a small map needs the corner. A tile service's data (OpenStreetMap…) must be credited.
        attributionControl: styleUrl ? { compact: true } : false,
        dragRotate: false,
        pitchWithRotate: false,
      });
    } catch (error) {
      // MapLibre throws when the browser cannot give it a WebGL context, leaving a blank canvas behind.
      console.error(error);
      container.replaceChildren();
      setUnavailable(true);
      return;
    }
    // Busy while it loads data or moves, not once everything is drawn and still (MapLibre's 'idle'):
    // whoever reads the picture (assistive technology, a browser test) knows when it is final. Set on
    // the element at once: a React state would trail the map's own events by a render.
    const busy = (value: boolean) => region?.setAttribute('aria-busy', String(value));
    busy(true);
    created.on('movestart', () => busy(true));
    created.on('dataloading', () => busy(true));
    created.on('idle', () => busy(false));
    created.touchZoomRotate.disableRotation();
    created.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    created.on('load', () => {
      setMap(created);
      onReadyRef.current(created);
    });
    created.on('error', (event) => console.error(event.error));
    return () => {
      onReadyRef.current(null);
      setMap(null);
      created.remove();
      region?.removeAttribute('aria-busy');
    };
  }, [styleUrl]);

  useEffect(() => {
    if (map) applyBaseTheme(map, theme);
  }, [map, theme]);

  return (
    <Box
      ref={regionRef}
      role="region"
      aria-label={ariaLabel}
      data-base-layer={styleUrl ? 'tile-service' : 'offline'}
      sx={{ position: 'relative', width: '100%', height: '100%', minHeight: 240, overflow: 'hidden' }}
      style={{ background: MAP_PALETTES[theme].water }}
    >
      {/* Inline, not sx: MapLibre's stylesheet gives the container `position: relative`, and when it
          arrives after our styles (a lazily loaded page) it wins over a class, the container collapses
          to no height and the map draws nothing although its markers are in the page. */}
      <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />
      {isUnavailable && (
        <Alert severity="info" sx={{ position: 'absolute', bottom: 8, left: 8, right: 8 }}>
          {MAP_UNAVAILABLE_TEXT}
        </Alert>
      )}
      {children}
    </Box>
  );
}
