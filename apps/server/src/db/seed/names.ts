import type { Random } from './random';

// Names use only letters, spaces and hyphens so they pass the product's name rule (spec 1 §5).
// biome-ignore format: word lists read better packed
export const MALE_FIRST_NAMES = [
  'Mohammed', 'José', 'Luis', 'Carlos', 'Juan', 'Ahmed', 'Ali', 'Kwame', 'Ibrahim', 'Mamadou', 'Wei', 'Jian',
  'Hao', 'Rajesh', 'Sanjay', 'Amit', 'Gurpreet', 'Harpreet', 'Dmitri', 'Sergei', 'Igor', 'Andrzej', 'Piotr',
  'Marco', 'Giovanni', 'Michael', 'David', 'James', 'Robert', 'John', 'Anthony', 'Christopher', 'Daniel',
  'Kevin', 'Jean', 'Pierre', 'Emmanuel', 'Kofi', 'Yaw', 'Samuel', 'Héctor', 'Rafael', 'Miguel', 'Angel',
  'Victor', 'Francisco', 'Eduardo', 'Omar', 'Hassan', 'Tariq', 'Bilal', 'Yusuf', 'Abdul', 'Rashid', 'Nikolai',
  'Alexander', 'Tenzin', 'Jamal', 'Malik', 'Andre', 'Marcus', 'Darnell', 'Terrence', 'Moshe', 'Yosef',
] as const;

// biome-ignore format: word lists read better packed
export const FEMALE_FIRST_NAMES = [
  'Maria', 'Ana', 'Carmen', 'Rosa', 'Guadalupe', 'Fatima', 'Aisha', 'Mei', 'Li', 'Priya', 'Anjali', 'Olga',
  'Natalia', 'Svetlana', 'Jennifer', 'Jessica', 'Michelle', 'Patricia', 'Linda', 'Sandra', 'Keisha', 'Tanisha',
  'Nadia', 'Yasmin', 'Grace', 'Esther', 'Fatoumata', 'Aminata', 'Claudette', 'Marie', 'Lucía', 'Gabriela',
  'Sofia', 'Daniela', 'Ngozi', 'Xiomara', 'Shanice', 'Rivka', 'Bridget', 'Eleni',
] as const;

// biome-ignore format: word lists read better packed
export const LAST_NAMES = [
  'Rodriguez', 'Martinez', 'Garcia', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Torres',
  'Rivera', 'Cruz', 'Reyes', 'Morales', 'Ortiz', 'Diaz', 'Vasquez', 'Castillo', 'Jimenez', 'Santos', 'Khan',
  'Hossain', 'Rahman', 'Ahmed', 'Islam', 'Uddin', 'Chowdhury', 'Singh', 'Kaur', 'Patel', 'Shah', 'Sharma',
  'Chen', 'Wang', 'Li', 'Zhang', 'Liu', 'Lin', 'Huang', 'Wu', 'Kim', 'Lee', 'Park', 'Choi', 'Nguyen', 'Tran',
  'Diallo', 'Traore', 'Toure', 'Keita', 'Mensah', 'Owusu', 'Boateng', 'Okafor', 'Adeyemi', 'Johnson',
  'Williams', 'Brown', 'Jones', 'Smith', 'Davis', 'Miller', 'Wilson', 'Moore', 'Taylor', 'Jackson', 'Thomas',
  'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'Wright', 'Scott', 'Green',
  'Baker', 'Adams', 'Nelson', 'Campbell', 'Mitchell', 'Roberts', 'Pierre', 'Jean-Baptiste', 'Joseph', 'Louis',
  'Charles', 'Ivanov', 'Petrov', 'Kowalski', 'Nowak', 'Kuznetsov', 'Cohen', 'Levy', 'Friedman', 'Katz', 'Russo',
  'Esposito', 'Romano', 'Murphy', 'Kelly', 'Sullivan', 'Papadopoulos', 'Dorjee', 'Haddad', 'Mahmoud',
] as const;

export type Sex = 'male' | 'female' | 'unknown';

export interface PersonName {
  firstName: string;
  lastName: string;
  sex: Sex;
}

export function randomPersonName(random: Random): PersonName {
  const isFemale = random.chance(0.4);
  return {
    firstName: random.pick(isFemale ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
    lastName: random.pick(LAST_NAMES),
    sex: random.chance(0.02) ? 'unknown' : isFemale ? 'female' : 'male',
  };
}

/** Lower-case ASCII for e-mail addresses: 'José' → 'jose', 'Jean-Baptiste' → 'jean-baptiste'. */
export function toEmailPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z-]/g, '')
    .toLowerCase();
}

/** A demo e-mail address on the reserved example.com domain, at most 40 characters (spec 2 §5). */
export function demoEmail(firstName: string, lastName: string, suffix: number | string): string {
  const full = `${toEmailPart(firstName)}.${toEmailPart(lastName)}${suffix}@example.com`;
  return full.length <= 40
    ? full
    : `${toEmailPart(firstName).slice(0, 1)}.${toEmailPart(lastName)}${suffix}@example.com`;
}

const DRIVER_AREA_CODES = ['718', '917', '646', '347', '929'] as const;

/**
 * A unique New York mobile number in E.164 for driver `index` (0-based). Numbers use the 555 exchange, which
 * is not handed out to subscribers; the first 500 use 555-0100…0199, the range reserved for fiction.
 */
export function driverPhone(index: number): string {
  const areaCode = DRIVER_AREA_CODES[index % DRIVER_AREA_CODES.length] as string;
  const slot = Math.floor(index / DRIVER_AREA_CODES.length);
  const line = slot < 100 ? 100 + slot : 2000 + (slot - 100);
  if (line > 9999) throw new Error(`No demo phone number left for driver ${index}`);
  return `+1${areaCode}555${String(line).padStart(4, '0')}`;
}

/** A rider or staff number: Manhattan area codes, same 555 exchange, not unique. */
export function contactPhone(random: Random): string {
  return `+1${random.pick(['212', '332'])}555${String(random.int(100, 9999)).padStart(4, '0')}`;
}
