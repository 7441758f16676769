import { US_REGIONS, type UsRegionCode } from '@fleetdesk/contract';

/** One choice of the work-location list (spec 2 §3 "State option": name and two-letter value). */
export interface StateOption {
  code: UsRegionCode;
  name: string;
}

/**
 * Census FIPS code of each region: us-atlas keys its state shapes by it (FACTS.md §7.2), so the map
 * finds a region's shape through this table rather than through the spelling of its name.
 */
export const FIPS_BY_CODE: Readonly<Record<UsRegionCode, string>> = {
  AL: '01',
  AK: '02',
  AZ: '04',
  AR: '05',
  CA: '06',
  CO: '08',
  CT: '09',
  DE: '10',
  DC: '11',
  FL: '12',
  GA: '13',
  HI: '15',
  ID: '16',
  IL: '17',
  IN: '18',
  IA: '19',
  KS: '20',
  KY: '21',
  LA: '22',
  ME: '23',
  MD: '24',
  MA: '25',
  MI: '26',
  MN: '27',
  MS: '28',
  MO: '29',
  MT: '30',
  NE: '31',
  NV: '32',
  NH: '33',
  NJ: '34',
  NM: '35',
  NY: '36',
  NC: '37',
  ND: '38',
  OH: '39',
  OK: '40',
  OR: '41',
  PA: '42',
  RI: '44',
  SC: '45',
  SD: '46',
  TN: '47',
  TX: '48',
  UT: '49',
  VT: '50',
  VA: '51',
  WA: '53',
  WV: '54',
  WI: '55',
  WY: '56',
};

/** The 50 states and DC, by name, as the dropdown lists them. */
export const STATE_OPTIONS: readonly StateOption[] = [...US_REGIONS].sort((a, b) =>
  a.name.localeCompare(b.name),
);

const OPTION_BY_CODE = new Map<string, StateOption>(STATE_OPTIONS.map((option) => [option.code, option]));

export const stateOptionOf = (code: string | null): StateOption | null =>
  code === null ? null : (OPTION_BY_CODE.get(code) ?? null);
