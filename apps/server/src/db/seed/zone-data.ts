import type { Position } from './geo';

export type Borough = 'Manhattan' | 'Brooklyn' | 'Queens' | 'Bronx' | 'Staten Island';

/**
 * A demo zone: a simplified outline of a real New York neighbourhood (5–8 points, on land, zones never
 * overlap), plus what the seed needs to write plausible street addresses inside it.
 */
export interface ZoneDefinition {
  id: number;
  name: string;
  shortName: string;
  borough: Borough;
  /** The locality a postal address uses (Queens addresses name the neighbourhood). */
  city: string;
  zipCodes: readonly string[];
  streets: readonly string[];
  /** Outer ring, [lon, lat], not yet closed. */
  outline: readonly Position[];
  /** How often rides start or end here, relative to the other zones. */
  weight: number;
  isAirport?: boolean;
}

// biome-ignore format: one zone per block keeps the coordinate table readable
export const ZONE_DEFINITIONS: readonly ZoneDefinition[] = [
  {
    id: 1, name: 'Financial District', shortName: 'FiDi', borough: 'Manhattan', city: 'New York',
    zipCodes: ['10004', '10005', '10038'], weight: 6,
    streets: ['Wall St', 'Broad St', 'Water St', 'Pearl St', 'William St', 'Maiden Ln', 'John St', 'Fulton St'],
    outline: [[-74.0165, 40.7045], [-74.013, 40.7005], [-74.006, 40.704], [-73.9985, 40.7085], [-74.004, 40.713], [-74.0135, 40.714]],
  },
  {
    id: 2, name: 'Midtown', shortName: 'MID', borough: 'Manhattan', city: 'New York',
    zipCodes: ['10017', '10018', '10019', '10022', '10036'], weight: 12,
    streets: ['W 42nd St', 'E 45th St', 'Lexington Ave', 'Madison Ave', '5th Ave', '6th Ave', '7th Ave', 'W 57th St', '3rd Ave'],
    outline: [[-73.9935, 40.7527], [-73.978, 40.7455], [-73.966, 40.7615], [-73.9819, 40.7681]],
  },
  {
    id: 3, name: 'Upper East Side', shortName: 'UES', borough: 'Manhattan', city: 'New York',
    zipCodes: ['10021', '10028', '10065', '10075', '10128'], weight: 9,
    streets: ['E 72nd St', 'E 79th St', 'E 86th St', 'Lexington Ave', '2nd Ave', '1st Ave', 'York Ave', 'Park Ave'],
    outline: [[-73.9724, 40.7649], [-73.959, 40.7592], [-73.948, 40.7735], [-73.944, 40.7823], [-73.9575, 40.786]],
  },
  {
    id: 4, name: 'Upper West Side', shortName: 'UWS', borough: 'Manhattan', city: 'New York',
    zipCodes: ['10023', '10024', '10025'], weight: 8,
    streets: ['Broadway', 'Amsterdam Ave', 'Columbus Ave', 'West End Ave', 'W 72nd St', 'W 86th St', 'Riverside Dr'],
    outline: [[-73.9819, 40.7681], [-73.958, 40.8003], [-73.968, 40.8045], [-73.988, 40.78], [-73.9945, 40.7745]],
  },
  {
    id: 5, name: 'Harlem', shortName: 'HAR', borough: 'Manhattan', city: 'New York',
    zipCodes: ['10026', '10027', '10030', '10037', '10039'], weight: 7,
    streets: ['W 125th St', 'Lenox Ave', 'Adam Clayton Powell Jr Blvd', 'Frederick Douglass Blvd', 'W 135th St', 'W 145th St'],
    outline: [[-73.9496, 40.7968], [-73.958, 40.8003], [-73.9535, 40.811], [-73.941, 40.831], [-73.934, 40.828], [-73.9345, 40.814], [-73.9405, 40.8055]],
  },
  {
    id: 6, name: 'Washington Heights', shortName: 'WH', borough: 'Manhattan', city: 'New York',
    zipCodes: ['10032', '10033', '10040'], weight: 6,
    streets: ['Broadway', 'Fort Washington Ave', 'St Nicholas Ave', 'W 168th St', 'W 181st St', 'Audubon Ave'],
    outline: [[-73.948, 40.834], [-73.9525, 40.8505], [-73.937, 40.862], [-73.927, 40.865], [-73.922, 40.859], [-73.9285, 40.846], [-73.9345, 40.83]],
  },
  {
    id: 7, name: 'Downtown Brooklyn', shortName: 'DTB', borough: 'Brooklyn', city: 'Brooklyn',
    zipCodes: ['11201'], weight: 6,
    streets: ['Court St', 'Atlantic Ave', 'Montague St', 'Remsen St', 'Fulton St', 'Jay St', 'Livingston St', 'Henry St'],
    outline: [[-74.0, 40.691], [-73.9985, 40.6985], [-73.99, 40.703], [-73.978, 40.699], [-73.976, 40.685], [-73.987, 40.6855]],
  },
  {
    id: 8, name: 'Williamsburg', shortName: 'WBG', borough: 'Brooklyn', city: 'Brooklyn',
    zipCodes: ['11211', '11249'], weight: 5,
    streets: ['Bedford Ave', 'Grand St', 'Metropolitan Ave', 'Driggs Ave', 'Berry St', 'Kent Ave', 'Havemeyer St'],
    outline: [[-73.969, 40.708], [-73.961, 40.722], [-73.952, 40.723], [-73.941, 40.718], [-73.942, 40.702], [-73.957, 40.7]],
  },
  {
    id: 9, name: 'Park Slope', shortName: 'PS', borough: 'Brooklyn', city: 'Brooklyn',
    zipCodes: ['11215', '11217'], weight: 4,
    streets: ['5th Ave', '7th Ave', '8th Ave', 'Prospect Park W', 'Union St', '9th St', 'Garfield Pl'],
    outline: [[-73.9785, 40.6835], [-73.9705, 40.6745], [-73.979, 40.661], [-73.99, 40.6663]],
  },
  {
    id: 10, name: 'Bay Ridge', shortName: 'BR', borough: 'Brooklyn', city: 'Brooklyn',
    zipCodes: ['11209'], weight: 4,
    streets: ['3rd Ave', '4th Ave', '5th Ave', '86th St', 'Ridge Blvd', 'Shore Rd', 'Bay Ridge Pkwy'],
    outline: [[-74.03, 40.644], [-74.0375, 40.634], [-74.04, 40.62], [-74.032, 40.608], [-74.022, 40.613], [-74.015, 40.63], [-74.02, 40.642]],
  },
  {
    id: 11, name: 'Flatbush', shortName: 'FB', borough: 'Brooklyn', city: 'Brooklyn',
    zipCodes: ['11226', '11210'], weight: 5,
    streets: ['Flatbush Ave', 'Church Ave', 'Cortelyou Rd', 'Coney Island Ave', 'Ocean Ave', 'Newkirk Ave', 'Nostrand Ave'],
    outline: [[-73.968, 40.655], [-73.948, 40.655], [-73.947, 40.632], [-73.965, 40.63]],
  },
  {
    id: 12, name: 'Coney Island', shortName: 'CI', borough: 'Brooklyn', city: 'Brooklyn',
    zipCodes: ['11224', '11235'], weight: 3,
    streets: ['Surf Ave', 'Mermaid Ave', 'Neptune Ave', 'Brighton Beach Ave', 'W 8th St', 'Brightwater Ct'],
    outline: [[-74.002, 40.5735], [-73.956, 40.575], [-73.955, 40.58], [-73.98, 40.579], [-74.003, 40.578]],
  },
  {
    id: 13, name: 'Astoria', shortName: 'AST', borough: 'Queens', city: 'Astoria',
    zipCodes: ['11102', '11103', '11105'], weight: 5,
    streets: ['Ditmars Blvd', '31st St', 'Steinway St', '30th Ave', 'Broadway', '21st St', 'Astoria Blvd'],
    outline: [[-73.935, 40.76], [-73.926, 40.776], [-73.914, 40.779], [-73.905, 40.77], [-73.91, 40.756], [-73.926, 40.754]],
  },
  {
    id: 14, name: 'Long Island City', shortName: 'LIC', borough: 'Queens', city: 'Long Island City',
    zipCodes: ['11101', '11109'], weight: 4,
    streets: ['Vernon Blvd', 'Jackson Ave', '21st St', 'Queens Plaza S', '44th Dr', 'Center Blvd', 'Borden Ave'],
    outline: [[-73.96, 40.742], [-73.954, 40.736], [-73.939, 40.738], [-73.93, 40.747], [-73.933, 40.753], [-73.947, 40.756], [-73.956, 40.75]],
  },
  {
    id: 15, name: 'Flushing', shortName: 'FL', borough: 'Queens', city: 'Flushing',
    zipCodes: ['11354', '11355'], weight: 6,
    streets: ['Main St', 'Roosevelt Ave', 'Kissena Blvd', '37th Ave', 'Northern Blvd', 'Union St', 'Sanford Ave'],
    outline: [[-73.845, 40.756], [-73.835, 40.768], [-73.815, 40.769], [-73.8, 40.762], [-73.802, 40.748], [-73.825, 40.744]],
  },
  {
    id: 16, name: 'Jamaica', shortName: 'JAM', borough: 'Queens', city: 'Jamaica',
    zipCodes: ['11432', '11433', '11435'], weight: 6,
    streets: ['Jamaica Ave', 'Hillside Ave', 'Sutphin Blvd', 'Parsons Blvd', 'Merrick Blvd', 'Archer Ave', '164th St'],
    outline: [[-73.815, 40.705], [-73.805, 40.715], [-73.78, 40.715], [-73.77, 40.705], [-73.785, 40.695], [-73.81, 40.695]],
  },
  {
    id: 17, name: 'Far Rockaway', shortName: 'FR', borough: 'Queens', city: 'Far Rockaway',
    zipCodes: ['11691'], weight: 4,
    streets: ['Mott Ave', 'Central Ave', 'Beach 20th St', 'Seagirt Blvd', 'Cornaga Ave', 'Beach Channel Dr', 'Nameoke St'],
    outline: [[-73.775, 40.592], [-73.775, 40.601], [-73.76, 40.608], [-73.748, 40.611], [-73.739, 40.606], [-73.74, 40.596], [-73.755, 40.591]],
  },
  {
    id: 18, name: 'JFK Airport', shortName: 'JFK', borough: 'Queens', city: 'Jamaica',
    zipCodes: ['11430'], weight: 3, isAirport: true,
    streets: ['Terminal 1', 'Terminal 4', 'Terminal 5', 'Terminal 7', 'Terminal 8'],
    outline: [[-73.823, 40.658], [-73.79, 40.665], [-73.746, 40.658], [-73.744, 40.64], [-73.77, 40.619], [-73.8, 40.622], [-73.823, 40.642]],
  },
  {
    id: 19, name: 'LaGuardia Airport', shortName: 'LGA', borough: 'Queens', city: 'East Elmhurst',
    zipCodes: ['11371'], weight: 3, isAirport: true,
    streets: ['Terminal A', 'Terminal B', 'Terminal C'],
    outline: [[-73.89, 40.768], [-73.888, 40.778], [-73.87, 40.786], [-73.856, 40.776], [-73.858, 40.768], [-73.875, 40.765]],
  },
  {
    id: 20, name: 'Mott Haven', shortName: 'MH', borough: 'Bronx', city: 'Bronx',
    zipCodes: ['10454', '10455'], weight: 5,
    streets: ['E 138th St', 'Willis Ave', 'Alexander Ave', 'Brook Ave', 'St Anns Ave', 'E 149th St', 'Bruckner Blvd'],
    outline: [[-73.93, 40.809], [-73.918, 40.801], [-73.905, 40.803], [-73.903, 40.815], [-73.915, 40.819], [-73.929, 40.82]],
  },
  {
    id: 21, name: 'Fordham', shortName: 'FOR', borough: 'Bronx', city: 'Bronx',
    zipCodes: ['10458', '10468'], weight: 5,
    streets: ['E Fordham Rd', 'Grand Concourse', 'Webster Ave', 'Valentine Ave', 'E Kingsbridge Rd', 'Jerome Ave'],
    outline: [[-73.905, 40.855], [-73.895, 40.853], [-73.88, 40.856], [-73.879, 40.866], [-73.89, 40.872], [-73.903, 40.868]],
  },
  {
    id: 22, name: 'Parkchester', shortName: 'PC', borough: 'Bronx', city: 'Bronx',
    zipCodes: ['10462'], weight: 4,
    streets: ['Metropolitan Ave', 'Unionport Rd', 'E Tremont Ave', 'Castle Hill Ave', 'White Plains Rd'],
    outline: [[-73.87, 40.832], [-73.852, 40.832], [-73.85, 40.842], [-73.865, 40.845], [-73.871, 40.84]],
  },
  {
    id: 23, name: 'St. George', shortName: 'SG', borough: 'Staten Island', city: 'Staten Island',
    zipCodes: ['10301'], weight: 3,
    streets: ['Richmond Terrace', 'Bay St', 'Victory Blvd', 'Hyatt St', 'St Marks Pl', 'Jersey St'],
    outline: [[-74.087, 40.636], [-74.077, 40.635], [-74.072, 40.64], [-74.074, 40.646], [-74.082, 40.645], [-74.09, 40.642]],
  },
  {
    id: 24, name: 'New Dorp', shortName: 'ND', borough: 'Staten Island', city: 'Staten Island',
    zipCodes: ['10306'], weight: 3,
    streets: ['New Dorp Ln', 'Hylan Blvd', 'Richmond Rd', 'Rose Ave', 'Tysens Ln', 'Bancroft Ave', 'Mill Rd'],
    outline: [[-74.13, 40.568], [-74.115, 40.562], [-74.1, 40.57], [-74.105, 40.58], [-74.12, 40.582], [-74.132, 40.576]],
  },
];

/** Neighbourhoods outside every zone, so some rides and drivers fall in no zone at all. */
export interface OpenArea {
  name: string;
  borough: Borough;
  city: string;
  zipCode: string;
  center: Position;
  streets: readonly string[];
}

// biome-ignore format: one area per line
export const OPEN_AREAS: readonly OpenArea[] = [
  { name: 'Chelsea', borough: 'Manhattan', city: 'New York', zipCode: '10011', center: [-73.999, 40.744], streets: ['W 23rd St', '8th Ave', '9th Ave', 'W 18th St'] },
  { name: 'Bensonhurst', borough: 'Brooklyn', city: 'Brooklyn', zipCode: '11214', center: [-73.995, 40.604], streets: ['86th St', 'Bay Pkwy', '18th Ave', '20th Ave'] },
  { name: 'Canarsie', borough: 'Brooklyn', city: 'Brooklyn', zipCode: '11236', center: [-73.902, 40.64], streets: ['Rockaway Pkwy', 'Flatlands Ave', 'Avenue L', 'E 93rd St'] },
  { name: 'Bushwick', borough: 'Brooklyn', city: 'Brooklyn', zipCode: '11237', center: [-73.92, 40.698], streets: ['Knickerbocker Ave', 'Myrtle Ave', 'Wyckoff Ave', 'Irving Ave'] },
  { name: 'Ridgewood', borough: 'Queens', city: 'Ridgewood', zipCode: '11385', center: [-73.902, 40.706], streets: ['Myrtle Ave', 'Fresh Pond Rd', 'Forest Ave', 'Seneca Ave'] },
  { name: 'Forest Hills', borough: 'Queens', city: 'Forest Hills', zipCode: '11375', center: [-73.845, 40.72], streets: ['Austin St', 'Queens Blvd', '71st Ave', 'Continental Ave'] },
  { name: 'Bayside', borough: 'Queens', city: 'Bayside', zipCode: '11361', center: [-73.77, 40.763], streets: ['Bell Blvd', 'Northern Blvd', '42nd Ave', '35th Ave'] },
  { name: 'Pelham Bay', borough: 'Bronx', city: 'Bronx', zipCode: '10461', center: [-73.83, 40.85], streets: ['Westchester Ave', 'Buhre Ave', 'Crosby Ave', 'Mayflower Ave'] },
  { name: 'Tottenville', borough: 'Staten Island', city: 'Staten Island', zipCode: '10307', center: [-74.24, 40.51], streets: ['Main St', 'Amboy Rd', 'Hylan Blvd', 'Arthur Kill Rd'] },
];
