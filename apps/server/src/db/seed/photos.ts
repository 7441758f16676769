import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import type { SeedDriver } from './drivers';
import { AVATAR_PALETTE_SIZE, renderAvatar } from './images';
import { type PlannedPicture, seedPictureKey, storedUrl, thumbnailKeyOf } from './pictures';
import { createRandom } from './random';

/** Where driver photos live (the files module's location for uploaded photos). */
const PHOTO_LOCATION = 'drivers';
/**
 * Drivers who get a photo: every driver of the demo (150); a benchmark seed of 20 000 keeps the first ones
 * and leaves the rest without, as real applicants often are, instead of spending minutes drawing faces.
 */
export const MAX_SEEDED_PHOTOS = 500;

export interface DriverPhotos {
  pictures: PlannedPicture[];
  /** What each pictured driver's selfie_url / selfie_thumbnail_url become. */
  selfies: { driverId: number; url: string; thumbnailUrl: string }[];
}

/** A generated photo (initials on a colour drawn from the 'photos' stream) and its thumbnail per driver. */
export function planDriverPhotos(drivers: readonly SeedDriver[]): DriverPhotos {
  const random = createRandom('photos');
  const photos: DriverPhotos = { pictures: [], selfies: [] };
  for (const driver of drivers.slice(0, MAX_SEEDED_PHOTOS)) {
    const paletteIndex = random.int(0, AVATAR_PALETTE_SIZE - 1);
    const key = seedPictureKey(PHOTO_LOCATION, `driver-${driver.id}`);
    // One drawing serves both files: the thumbnail is made from the photo's pixels.
    let drawing: ReturnType<typeof renderAvatar> | undefined;
    const drawn = () => {
      drawing ??= renderAvatar({ ...driver, paletteIndex });
      return drawing;
    };
    const owner = { location: PHOTO_LOCATION, ownerType: 'driver' as const, ownerId: driver.id };
    photos.pictures.push(
      { ...owner, key, render: async () => (await drawn()).photo },
      { ...owner, key: thumbnailKeyOf(key), render: async () => (await drawn()).thumbnail },
    );
    photos.selfies.push({
      driverId: driver.id,
      url: storedUrl(key),
      thumbnailUrl: storedUrl(thumbnailKeyOf(key)),
    });
  }
  return photos;
}

/** Points each pictured driver's selfie_url / selfie_thumbnail_url at their stored photo. */
export async function setDriverPhotos(db: DbOrTx, selfies: DriverPhotos['selfies']): Promise<void> {
  if (selfies.length === 0) return;
  await db.execute(sql`update drivers set selfie_url = p.url, selfie_thumbnail_url = p.thumbnail_url
    from unnest(${sql.param(selfies.map((s) => s.driverId))}::int[],
                ${sql.param(selfies.map((s) => s.url))}::text[],
                ${sql.param(selfies.map((s) => s.thumbnailUrl))}::text[]) as p(id, url, thumbnail_url)
    where drivers.id = p.id`);
}
