import { expect, type Locator } from '@playwright/test';

/**
 * The map has drawn all it loads and stands still: its region is no longer aria-busy (MapLibre's
 * 'idle'). A fit to a ride is a jump under reduced motion, so this follows it at once.
 */
export async function expectMapSettled(region: Locator): Promise<void> {
  await expect(region).toHaveAttribute('aria-busy', 'false');
}

/**
 * The map's canvas fills its region. A container that collapsed to no height draws nothing, yet its
 * markers stay in the page and pass a visibility check: this is what tells the two apart.
 */
export async function expectMapFillsRegion(region: Locator): Promise<void> {
  await expect(async () => {
    const outer = await region.boundingBox();
    const canvas = await region.locator('canvas.maplibregl-canvas').boundingBox();
    expect(outer?.height ?? 0).toBeGreaterThan(0);
    expect(Math.round(canvas?.height ?? 0)).toBe(Math.round(outer?.height ?? -1));
    expect(Math.round(canvas?.width ?? 0)).toBe(Math.round(outer?.width ?? -1));
  }).toPass();
}
