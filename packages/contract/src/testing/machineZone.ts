/**
 * Sets the zone the machine's clock reads in (Node reads `TZ` at each Date call), for tests that play a
 * server or browser outside New York. `undefined` unsets it: assigning undefined to `process.env.TZ`
 * would set the text "undefined", and later test files sharing the process would run in that zone.
 */
export function setMachineZone(zone: string | undefined): void {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
}
