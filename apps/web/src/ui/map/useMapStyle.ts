import { ENDPOINTS } from '@fleetdesk/contract';
import { useQuery } from '@tanstack/react-query';
import type { StyleSpecification } from 'maplibre-gl';
import { endpointQuery } from '../../api/endpointQuery';
import type { MapTheme } from '../../store/persistedState';
import { baseMapStyle } from './baseMapStyle';

const mapStyleQuery = endpointQuery(ENDPOINTS['metrics.mapStyle']);

/**
 * The style a map starts from: the tile service's style when the server names one (MAP_STYLE_URL),
 * else the offline base layer drawn from shipped GeoJSON in the chosen theme.
 */
export function chooseBaseStyle(styleUrl: string | null, theme: MapTheme): string | StyleSpecification {
  return styleUrl ?? baseMapStyle(theme);
}

/**
 * The configured style URL, asked once per page: undefined while asking, null for the offline base
 * layer (also when the question fails, so a map is always drawn).
 */
export function useMapStyleUrl(): string | null | undefined {
  const { data, isError } = useQuery({
    ...mapStyleQuery,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { errors: { silent: true } },
  });
  if (isError) return null;
  return data?.style_url;
}
