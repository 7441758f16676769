import { PREFERRED_DRIVER_COLORS } from '@fleetdesk/contract';

/**
 * Colours of the preferred drivers in the order the server lists them: the first five get one colour
 * each, every one after that reuses the fifth (spec 1 §4).
 */
export function preferredDriverColors(
  drivers: readonly { id: number; preferred_driver: boolean }[],
): Map<number, string> {
  const colors = new Map<number, string>();
  const palette: readonly string[] = PREFERRED_DRIVER_COLORS;
  const lastColor = palette[palette.length - 1] ?? '';
  for (const driver of drivers) {
    if (!driver.preferred_driver || colors.has(driver.id)) continue;
    colors.set(driver.id, palette[colors.size] ?? lastColor);
  }
  return colors;
}
