import type { FeatureCollection } from 'geojson';
import type {
  CircleLayerSpecification,
  FillLayerSpecification,
  GeoJSONSource,
  LayerSpecification,
  LineLayerSpecification,
  Map as MapLibreMap,
} from 'maplibre-gl';
import { useEffect, useRef } from 'react';

/** A layer of an overlay, without the id prefix and source the hook adds. */
export type OverlayLayer =
  | Omit<LineLayerSpecification, 'source' | 'source-layer'>
  | Omit<FillLayerSpecification, 'source' | 'source-layer'>
  | Omit<CircleLayerSpecification, 'source' | 'source-layer'>;

/**
 * Draws one GeoJSON source with its layers over the base map and keeps its data current. The layers
 * are made again when their definition changes (a theme switch), the data is swapped in place.
 */
export function useGeoJsonOverlay(
  map: MapLibreMap | null,
  sourceId: string,
  data: FeatureCollection,
  layers: readonly OverlayLayer[],
): void {
  const layersKey = JSON.stringify(layers);
  // Layers made again (a theme switch) start from the data of the moment, not from nothing.
  const latestData = useRef(data);
  latestData.current = data;

  useEffect(() => {
    if (!map) return;
    const parsed = JSON.parse(layersKey) as OverlayLayer[];
    map.addSource(sourceId, { type: 'geojson', data: latestData.current });
    for (const layer of parsed) {
      map.addLayer({ ...layer, id: `${sourceId}-${layer.id}`, source: sourceId } as LayerSpecification);
    }
    return () => {
      // After map.remove() the style is gone and there is nothing left to clean.
      if (!map.style) return;
      for (const layer of parsed) {
        if (map.getLayer(`${sourceId}-${layer.id}`)) map.removeLayer(`${sourceId}-${layer.id}`);
      }
      if (map.getSource(sourceId)) map.removeSource(sourceId);
    };
  }, [map, sourceId, layersKey]);

  useEffect(() => {
    map?.getSource<GeoJSONSource>(sourceId)?.setData(data);
  }, [map, sourceId, data]);
}
