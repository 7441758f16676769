import { sql } from 'drizzle-orm';
import { cars, carTypes } from './schema';

/**
 * A car's title as the cars list shows it: year, make and model, or its type's title when none of them
 * is known. The query must join `car_types` on the car's type.
 */
export const carTitleSql = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${cars.year}, ${cars.make}, ${cars.model})), ''), ${carTypes.title})`;
