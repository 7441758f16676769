import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { Logger } from '../../module';
import { createEmbeddedGeocoder } from './embedded';
import type { Geocoder } from './geocoder';
import { createNominatimGeocoder } from './nominatim';

export type { Geocoder } from './geocoder';

/** Nominatim (or Pelias' Nominatim API) when `GEOCODER_URL` is set, else the embedded places list. */
export function createGeocoder(config: Config, db: Db, log?: Logger): Geocoder {
  const embedded = createEmbeddedGeocoder(db);
  if (!config.geocoder.url) return embedded;
  return createNominatimGeocoder({
    url: config.geocoder.url,
    timeoutMs: config.geocoder.timeoutMs,
    fallback: embedded,
    log,
  });
}
