import type { PlaceSuggestion } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Geocoder } from './geocoder';
import { matchPlaces } from './match';
import { NYC_ZIP_CENTROIDS } from './zip-centroids';

/** Addresses the operator already drives to change slowly; ten minutes keeps new ones findable soon enough. */
const REFRESH_MS = 10 * 60 * 1000;
/** Enough for the operator's usual places while the whole list stays a quick in-memory scan. */
const MAX_KNOWN_PLACES = 5000;

/** An address rides went to, and the companies whose rides went there. */
interface KnownPlace {
  place: PlaceSuggestion;
  companyIds: readonly number[];
}

/**
 * The distinct pickup and drop-off addresses of rides, each with the coordinates it was last driven
 * to and the companies of those rides.
 */
async function loadKnownPlaces(db: Db): Promise<KnownPlace[]> {
  const result = await db.execute<{ address: string; lat: number; lon: number; company_ids: number[] }>(sql`
    select address, (array_agg(lat order by id desc))[1] as lat, (array_agg(lon order by id desc))[1] as lon,
      array_agg(distinct company_id) as company_ids
    from (
      select start_address as address, start_lat as lat, start_lon as lon, id, company_id from rides
      union all
      select destination_address, destination_lat, destination_lon, id, company_id from rides
    ) ends
    where address <> ''
    group by address
    order by address
    limit ${MAX_KNOWN_PLACES}`);
  return result.rows.map((row) => ({
    place: { address: row.address, lat: Number(row.lat), lon: Number(row.lon), source: 'known' as const },
    companyIds: row.company_ids.map(Number),
  }));
}

/** The known addresses a caller may be shown: a facility user's only from their companies' rides. */
function placesInReach(
  known: readonly KnownPlace[],
  companyIds: readonly number[] | null,
): PlaceSuggestion[] {
  const reached =
    companyIds === null ? known : known.filter((k) => k.companyIds.some((id) => companyIds.includes(id)));
  return reached.map((k) => k.place);
}

/**
 * The default geocoder, with no outside service: the addresses rides already used plus NYC ZIP
 * centroids. The list is read from the database on first use and again when older than ten
 * minutes (lazily, so there is no timer to stop at shutdown).
 */
export function createEmbeddedGeocoder(db: Db, now: () => number = Date.now): Geocoder {
  let known: KnownPlace[] = [];
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | undefined;
  const refresh = () => {
    loading ??= loadKnownPlaces(db)
      .then((places) => {
        known = places;
        loadedAt = now();
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  return {
    async search(query, limit, companyIds) {
      if (now() - loadedAt > REFRESH_MS) await refresh();
      // A ZIP query asks for the area, so its centroid comes before the street addresses in it.
      const zipFirst = /^\d{5}$/.test(query.trim());
      const zips = matchPlaces(NYC_ZIP_CENTROIDS, query, limit);
      const addresses = matchPlaces(placesInReach(known, companyIds), query, limit);
      return (zipFirst ? [...zips, ...addresses] : [...addresses, ...zips]).slice(0, limit);
    },
  };
}
