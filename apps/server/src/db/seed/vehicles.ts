import type { CarColor } from '@fleetdesk/contract';
import type { Random } from './random';
import { CAR_TYPE, type CarTypeId } from './reference';

interface CarModel {
  make: string;
  model: string;
  /** World manufacturer identifier: the first three VIN characters. */
  wmi: string;
  seats: number;
  /** Share of this model's cars converted to carry a wheelchair. */
  wavShare: number;
}

const MODELS: Readonly<Record<CarTypeId, readonly CarModel[]>> = {
  [CAR_TYPE.sedan]: [
    { make: 'Toyota', model: 'Camry', wmi: '4T1', seats: 4, wavShare: 0 },
    { make: 'Toyota', model: 'Prius', wmi: 'JTD', seats: 4, wavShare: 0 },
    { make: 'Honda', model: 'Accord', wmi: '1HG', seats: 4, wavShare: 0 },
    { make: 'Nissan', model: 'Altima', wmi: '1N4', seats: 4, wavShare: 0 },
    { make: 'Hyundai', model: 'Sonata', wmi: '5NP', seats: 4, wavShare: 0 },
    { make: 'Tesla', model: 'Model 3', wmi: '5YJ', seats: 4, wavShare: 0 },
  ],
  [CAR_TYPE.nyYellow]: [
    { make: 'Toyota', model: 'Camry Hybrid', wmi: '4T1', seats: 4, wavShare: 0 },
    { make: 'Toyota', model: 'RAV4 Hybrid', wmi: '2T3', seats: 4, wavShare: 0 },
    { make: 'Nissan', model: 'NV200', wmi: '3N6', seats: 4, wavShare: 0.3 },
    { make: 'Toyota', model: 'Sienna', wmi: '5TD', seats: 5, wavShare: 0.5 },
  ],
  [CAR_TYPE.nyGreen]: [
    { make: 'Toyota', model: 'Prius', wmi: 'JTD', seats: 4, wavShare: 0 },
    { make: 'Toyota', model: 'Camry Hybrid', wmi: '4T1', seats: 4, wavShare: 0 },
    { make: 'Ford', model: 'Transit Connect', wmi: 'NM0', seats: 4, wavShare: 0.4 },
  ],
  [CAR_TYPE.suv]: [
    { make: 'Toyota', model: 'Highlander', wmi: '5TD', seats: 6, wavShare: 0 },
    { make: 'Chevrolet', model: 'Suburban', wmi: '1GN', seats: 7, wavShare: 0 },
    { make: 'Cadillac', model: 'Escalade', wmi: '1GY', seats: 6, wavShare: 0 },
    { make: 'Lincoln', model: 'Navigator', wmi: '5LM', seats: 6, wavShare: 0 },
    { make: 'Kia', model: 'Telluride', wmi: '5XY', seats: 7, wavShare: 0 },
  ],
  [CAR_TYPE.wagon]: [
    { make: 'Subaru', model: 'Outback', wmi: '4S4', seats: 4, wavShare: 0 },
    { make: 'Volvo', model: 'V90', wmi: 'YV1', seats: 4, wavShare: 0 },
  ],
  [CAR_TYPE.van]: [
    { make: 'Toyota', model: 'Sienna', wmi: '5TD', seats: 6, wavShare: 0.6 },
    { make: 'Honda', model: 'Odyssey', wmi: '5FN', seats: 6, wavShare: 0.5 },
    { make: 'Chrysler', model: 'Pacifica', wmi: '2C4', seats: 6, wavShare: 0.7 },
    { make: 'Ford', model: 'Transit', wmi: '1FT', seats: 8, wavShare: 0.9 },
  ],
};

const TYPE_WEIGHTS: readonly { item: CarTypeId; weight: number }[] = [
  { item: CAR_TYPE.sedan, weight: 42 },
  { item: CAR_TYPE.nyYellow, weight: 12 },
  { item: CAR_TYPE.nyGreen, weight: 6 },
  { item: CAR_TYPE.suv, weight: 16 },
  { item: CAR_TYPE.wagon, weight: 4 },
  { item: CAR_TYPE.van, weight: 20 },
];

const COLOR_WEIGHTS: readonly { item: CarColor; weight: number }[] = [
  { item: 'black', weight: 34 },
  { item: 'gray', weight: 15 },
  { item: 'white', weight: 13 },
  { item: 'blue', weight: 8 },
  { item: 'maroon', weight: 5 },
  { item: 'red', weight: 5 },
  { item: 'beige', weight: 4 },
  { item: 'brown', weight: 3 },
  { item: 'green', weight: 3 },
  { item: 'light_blue', weight: 3 },
  { item: 'purple', weight: 2 },
  { item: 'teal', weight: 2 },
  { item: 'orange', weight: 1 },
  { item: 'pink', weight: 1 },
  { item: 'yellow', weight: 1 },
];

// VIN rules (FACTS.md §8.3): no I, O or Q; letters transliterate to these values; position 9 checks.
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
/** Model-year codes from 2010 on (no I, O, Q, U, Z or 0). */
const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = vin.charAt(i);
    const value = /\d/.test(char) ? Number(char) : (VIN_VALUES[char] ?? 0);
    sum += value * (VIN_WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** A check-digit-valid VIN whose serial (last 6 characters) is the car's index, so every VIN is unique. */
export function makeVin(random: Random, wmi: string, year: number, serial: number): string {
  let descriptor = '';
  for (let i = 0; i < 5; i++) descriptor += random.pick(VIN_CHARS.split(''));
  const yearCode = MODEL_YEAR_CODES.charAt((year - 2010) % MODEL_YEAR_CODES.length);
  const plant = random.pick(['A', 'C', 'K', 'U', '5']);
  const draft = `${wmi}${descriptor}0${yearCode}${plant}${String(serial % 1_000_000).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/**
 * A unique plate for the n-th car of one format. Multiplying by a large number coprime with the range
 * permutes it, so consecutive cars get unrelated-looking but never repeated plates.
 */
export function makePlate(format: 'fhv' | 'medallion' | 'nj', n: number): string {
  if (format === 'fhv') return `T${100_000 + ((n * 556_237 + 4_729) % 900_000)}C`;
  if (format === 'medallion') {
    const k = (n * 14_461 + 313) % 23_400;
    return `${1 + Math.floor(k / 2600)}${String.fromCharCode(65 + (Math.floor(k / 100) % 26))}${String(k % 100).padStart(2, '0')}`;
  }
  // New Jersey: letter, two digits, three letters (e.g. G47ABC).
  const k = (n * 28_242_017 + 17) % 45_697_600;
  const letter = (value: number) => String.fromCharCode(65 + (value % 26));
  const rest = Math.floor(k / 2600);
  return `${letter(k)}${String(Math.floor(k / 26) % 100).padStart(2, '0')}${letter(rest)}${letter(Math.floor(rest / 26))}${letter(Math.floor(rest / 676))}`;
}

export interface CarSpec {
  typeId: CarTypeId;
  make: string;
  model: string;
  year: number;
  color: CarColor;
  wav: boolean;
  sWav: boolean;
  suv: boolean;
  seats: number;
  wavSeats: number;
  wmi: string;
}

/** Type, model, year, colour and accessibility of one car; taxis keep their mandated colour. */
export function randomCarSpec(random: Random, currentYear: number): CarSpec {
  const type = random.weightedItem(TYPE_WEIGHTS);
  const model = random.pick(MODELS[type]);
  const wav = random.chance(model.wavShare);
  const color: CarColor =
    type === CAR_TYPE.nyYellow
      ? 'yellow'
      : type === CAR_TYPE.nyGreen
        ? 'green'
        : random.weightedItem(COLOR_WEIGHTS);
  return {
    typeId: type,
    make: model.make,
    model: model.model,
    year: currentYear - random.int(0, 7),
    color,
    wav,
    sWav: wav && random.chance(0.25),
    suv: type === CAR_TYPE.suv,
    seats: wav ? Math.max(2, model.seats - 2) : model.seats,
    wavSeats: wav ? random.int(1, 2) : 0,
    wmi: model.wmi,
  };
}
