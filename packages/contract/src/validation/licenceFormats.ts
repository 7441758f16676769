/**
 * Exports: US_REGIONS, US_REGION_CODES, UsRegionCode, isUsRegionCode, DRIVER_LICENSE_FORMATS, LicenceFormat.
 *
 * The 51 US regions (50 states and the District of Columbia) and the driver licence number formats each
 * one issues (spec 2 §5). Source: the National Traffic Safety Institute table,
 * https://ntsi.com/drivers-license-format/, as transcribed in the team's reference notes
 * (shared/reference/FACTS.md §1, "US driver licence number formats"); names as spelled by the Census
 * Bureau's us-atlas (FACTS.md §7.2). Only the NTSI forms are accepted: the extra forms the `usdl-regex`
 * package adds are not in the spec's example for NY either.
 *
 * Every pattern expects the number as `normalizeDriverLicense` leaves it: upper case, without spaces,
 * dashes or dots. Labels are what the error message lists, so they hold no commas.
 */

export interface LicenceFormat {
  label: string;
  pattern: RegExp;
}

type Row = readonly [
  code: string,
  name: string,
  formats: readonly (readonly [label: string, pattern: string])[],
];

const ROWS = [
  ['AK', 'Alaska', [['1–7 digits', '[0-9]{1,7}']]],
  ['AL', 'Alabama', [['1–8 digits', '[0-9]{1,8}']]],
  ['AR', 'Arkansas', [['4–9 digits', '[0-9]{4,9}']]],
  [
    'AZ',
    'Arizona',
    [
      ['1 letter + 8 digits', '[A-Z][0-9]{8}'],
      ['9 digits', '[0-9]{9}'],
    ],
  ],
  ['CA', 'California', [['1 letter + 7 digits', '[A-Z][0-9]{7}']]],
  [
    'CO',
    'Colorado',
    [
      ['9 digits', '[0-9]{9}'],
      ['1 letter + 3–6 digits', '[A-Z][0-9]{3,6}'],
      ['2 letters + 2–5 digits', '[A-Z]{2}[0-9]{2,5}'],
    ],
  ],
  ['CT', 'Connecticut', [['9 digits', '[0-9]{9}']]],
  [
    'DC',
    'District of Columbia',
    [
      ['7 digits', '[0-9]{7}'],
      ['9 digits', '[0-9]{9}'],
    ],
  ],
  ['DE', 'Delaware', [['1–7 digits', '[0-9]{1,7}']]],
  ['FL', 'Florida', [['1 letter + 12 digits', '[A-Z][0-9]{12}']]],
  ['GA', 'Georgia', [['7–9 digits', '[0-9]{7,9}']]],
  [
    'HI',
    'Hawaii',
    [
      ['1 letter + 8 digits', '[A-Z][0-9]{8}'],
      ['9 digits', '[0-9]{9}'],
    ],
  ],
  [
    'IA',
    'Iowa',
    [
      ['9 digits', '[0-9]{9}'],
      ['3 digits + 2 letters + 4 digits', '[0-9]{3}[A-Z]{2}[0-9]{4}'],
    ],
  ],
  [
    'ID',
    'Idaho',
    [
      ['2 letters + 6 digits + 1 letter', '[A-Z]{2}[0-9]{6}[A-Z]'],
      ['9 digits', '[0-9]{9}'],
    ],
  ],
  ['IL', 'Illinois', [['1 letter + 11 or 12 digits', '[A-Z][0-9]{11,12}']]],
  [
    'IN',
    'Indiana',
    [
      ['1 letter + 9 digits', '[A-Z][0-9]{9}'],
      ['9 or 10 digits', '[0-9]{9,10}'],
    ],
  ],
  [
    'KS',
    'Kansas',
    [
      ['letter-digit-letter-digit-letter', '[A-Z][0-9][A-Z][0-9][A-Z]'],
      ['1 letter + 8 digits', '[A-Z][0-9]{8}'],
      ['9 digits', '[0-9]{9}'],
    ],
  ],
  [
    'KY',
    'Kentucky',
    [
      ['1 letter + 8 or 9 digits', '[A-Z][0-9]{8,9}'],
      ['9 digits', '[0-9]{9}'],
    ],
  ],
  ['LA', 'Louisiana', [['1–9 digits', '[0-9]{1,9}']]],
  [
    'MA',
    'Massachusetts',
    [
      ['1 letter + 8 digits', '[A-Z][0-9]{8}'],
      ['9 digits', '[0-9]{9}'],
    ],
  ],
  ['MD', 'Maryland', [['1 letter + 12 digits', '[A-Z][0-9]{12}']]],
  [
    'ME',
    'Maine',
    [
      ['7 digits', '[0-9]{7}'],
      ['7 digits + 1 letter', '[0-9]{7}[A-Z]'],
      ['8 digits', '[0-9]{8}'],
    ],
  ],
  [
    'MI',
    'Michigan',
    [
      ['1 letter + 10 digits', '[A-Z][0-9]{10}'],
      ['1 letter + 12 digits', '[A-Z][0-9]{12}'],
    ],
  ],
  ['MN', 'Minnesota', [['1 letter + 12 digits', '[A-Z][0-9]{12}']]],
  [
    'MO',
    'Missouri',
    [
      ['1 letter + 5–9 digits', '[A-Z][0-9]{5,9}'],
      ['1 letter + 6 digits + R', '[A-Z][0-9]{6}R'],
      ['8 digits + 2 letters', '[0-9]{8}[A-Z]{2}'],
      ['9 digits + 1 letter', '[0-9]{9}[A-Z]'],
      ['9 digits', '[0-9]{9}'],
    ],
  ],
  ['MS', 'Mississippi', [['9 digits', '[0-9]{9}']]],
  [
    'MT',
    'Montana',
    [
      ['1 letter + 8 digits', '[A-Z][0-9]{8}'],
      ['9 digits', '[0-9]{9}'],
      ['13 or 14 digits', '[0-9]{13,14}'],
    ],
  ],
  ['NC', 'North Carolina', [['1–12 digits', '[0-9]{1,12}']]],
  [
    'ND',
    'North Dakota',
    [
      ['3 letters + 6 digits', '[A-Z]{3}[0-9]{6}'],
      ['9 digits', '[0-9]{9}'],
    ],
  ],
  ['NE', 'Nebraska', [['1 letter + 6–8 digits', '[A-Z][0-9]{6,8}']]],
  ['NH', 'New Hampshire', [['2 digits + 3 letters + 5 digits', '[0-9]{2}[A-Z]{3}[0-9]{5}']]],
  ['NJ', 'New Jersey', [['1 letter + 14 digits', '[A-Z][0-9]{14}']]],
  ['NM', 'New Mexico', [['8 or 9 digits', '[0-9]{8,9}']]],
  [
    'NV',
    'Nevada',
    [
      ['9 or 10 digits', '[0-9]{9,10}'],
      ['12 digits', '[0-9]{12}'],
      ['X + 8 digits', 'X[0-9]{8}'],
    ],
  ],
  [
    'NY',
    'New York',
    [
      ['1 letter + 7 digits', '[A-Z][0-9]{7}'],
      ['1 letter + 18 digits', '[A-Z][0-9]{18}'],
      ['8 or 9 digits', '[0-9]{8,9}'],
      ['16 digits', '[0-9]{16}'],
      ['8 letters', '[A-Z]{8}'],
    ],
  ],
  [
    'OH',
    'Ohio',
    [
      ['1 letter + 4–8 digits', '[A-Z][0-9]{4,8}'],
      ['2 letters + 3–7 digits', '[A-Z]{2}[0-9]{3,7}'],
      ['8 digits', '[0-9]{8}'],
    ],
  ],
  [
    'OK',
    'Oklahoma',
    [
      ['1 letter + 9 digits', '[A-Z][0-9]{9}'],
      ['9 digits', '[0-9]{9}'],
    ],
  ],
  ['OR', 'Oregon', [['1–9 digits', '[0-9]{1,9}']]],
  ['PA', 'Pennsylvania', [['8 digits', '[0-9]{8}']]],
  [
    'RI',
    'Rhode Island',
    [
      ['7 digits', '[0-9]{7}'],
      ['1 letter + 6 digits', '[A-Z][0-9]{6}'],
    ],
  ],
  ['SC', 'South Carolina', [['5–11 digits', '[0-9]{5,11}']]],
  [
    'SD',
    'South Dakota',
    [
      ['6–10 digits', '[0-9]{6,10}'],
      ['12 digits', '[0-9]{12}'],
    ],
  ],
  ['TN', 'Tennessee', [['7–9 digits', '[0-9]{7,9}']]],
  ['TX', 'Texas', [['7 or 8 digits', '[0-9]{7,8}']]],
  ['UT', 'Utah', [['4–10 digits', '[0-9]{4,10}']]],
  [
    'VA',
    'Virginia',
    [
      ['1 letter + 8–11 digits', '[A-Z][0-9]{8,11}'],
      ['9 digits', '[0-9]{9}'],
    ],
  ],
  [
    'VT',
    'Vermont',
    [
      ['8 digits', '[0-9]{8}'],
      ['7 digits + A', '[0-9]{7}A'],
    ],
  ],
  [
    'WA',
    'Washington',
    // 12 characters: 1–7 letters, then letters, digits or * (also the post-2018 "WDL" + 9 form).
    [['12 characters starting with 1–7 letters', '(?=.{12}$)[A-Z]{1,7}[A-Z0-9*]{5,11}']],
  ],
  ['WI', 'Wisconsin', [['1 letter + 13 digits', '[A-Z][0-9]{13}']]],
  [
    'WV',
    'West Virginia',
    [
      ['7 digits', '[0-9]{7}'],
      ['1–2 letters + 5–6 digits', '[A-Z]{1,2}[0-9]{5,6}'],
    ],
  ],
  ['WY', 'Wyoming', [['9 or 10 digits', '[0-9]{9,10}']]],
] as const satisfies readonly Row[];

export type UsRegionCode = (typeof ROWS)[number][0];

/** The 51 regions as the state dropdown and the map list them: two-letter code and name. */
export const US_REGIONS: readonly { code: UsRegionCode; name: string }[] = ROWS.map(([code, name]) => ({
  code,
  name,
}));

export const US_REGION_CODES = ROWS.map(([code]) => code) as unknown as readonly [
  UsRegionCode,
  ...UsRegionCode[],
];

export const isUsRegionCode = (code: string): code is UsRegionCode =>
  (US_REGION_CODES as readonly string[]).includes(code);

const formatsByRegion = {} as Record<UsRegionCode, readonly LicenceFormat[]>;
for (const [code, , formats] of ROWS) {
  formatsByRegion[code] = formats.map(([label, pattern]) => ({
    label,
    pattern: new RegExp(`^(?:${pattern})$`),
  }));
}
/** Each region's accepted licence number formats, each pattern anchored to the whole number. */
export const DRIVER_LICENSE_FORMATS: Readonly<Record<UsRegionCode, readonly LicenceFormat[]>> =
  formatsByRegion;
