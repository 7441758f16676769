import type { PlaceSuggestion } from '@fleetdesk/contract';

/**
 * A few New York City ZIP centroids (approximate, to ~0.005°), so a 5-digit query lands the map in the
 * right neighbourhood even when no ride ever used that ZIP. Not exhaustive on purpose: the production
 * geocoder (GEOCODER_URL) knows every ZIP.
 */
const ZIPS: readonly [zip: string, area: string, lat: number, lon: number][] = [
  ['10001', 'Chelsea, New York, NY', 40.7506, -73.9972],
  ['10003', 'East Village, New York, NY', 40.7316, -73.9892],
  ['10025', 'Upper West Side, New York, NY', 40.7985, -73.9685],
  ['10027', 'Harlem, New York, NY', 40.8116, -73.9533],
  ['10036', 'Midtown, New York, NY', 40.7603, -73.9897],
  ['10451', 'Bronx, NY', 40.8203, -73.9251],
  ['10458', 'Fordham, Bronx, NY', 40.8625, -73.8882],
  ['10301', 'St. George, Staten Island, NY', 40.6316, -74.0927],
  ['11101', 'Long Island City, NY', 40.747, -73.9392],
  ['11201', 'Brooklyn Heights, Brooklyn, NY', 40.694, -73.9903],
  ['11209', 'Bay Ridge, Brooklyn, NY', 40.6218, -74.0302],
  ['11354', 'Flushing, NY', 40.7688, -73.8272],
  ['11371', 'LaGuardia Airport, East Elmhurst, NY', 40.7728, -73.873],
  ['11430', 'JFK Airport, Jamaica, NY', 40.6447, -73.7847],
  ['11435', 'Jamaica, NY', 40.7011, -73.8098],
  ['11691', 'Far Rockaway, NY', 40.6017, -73.7617],
];

export const NYC_ZIP_CENTROIDS: readonly PlaceSuggestion[] = ZIPS.map(([zip, area, lat, lon]) => ({
  address: `${area} ${zip}`,
  lat,
  lon,
  source: 'zip',
}));
