/** Zone names the spec shows in a short form (spec 1 §9, spec 3 §9: 'Far Rockaway' as FR). */
const ZONE_SHORT_FORMS: Readonly<Record<string, string>> = { 'Far Rockaway': 'FR' };

/**
 * How a zone is shown in ride lists and details. The spec names the short form for the pickup zone; it
 * is applied to the destination zone as well, so one place never reads two ways in the same row.
 */
export const zoneLabel = (name: string | null): string =>
  name === null ? '' : (ZONE_SHORT_FORMS[name] ?? name);
