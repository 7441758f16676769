import type { UsRegionCode } from '@fleetdesk/contract';
import type { RegionShape } from './usMapGeometry';

/** The north-east regions too small to read on the map: labelled in boxes in the right margin. */
const INSET_CODES: readonly UsRegionCode[] = ['VT', 'NH', 'MA', 'RI', 'CT', 'NJ', 'DE', 'MD', 'DC'];

export const INSET_BOX = { x: 905, firstY: 45, step: 27, width: 44, height: 20 } as const;

export interface InsetLabel {
  code: UsRegionCode;
  /** Top-left corner of the label box. */
  x: number;
  y: number;
  /** The leader line, from the region to the box. */
  from: [number, number];
  to: [number, number];
}

/**
 * Where each small region's label box goes, stacked north to south. The boxes are decoration (spec 2
 * §3): a click on one does nothing, the region itself or the dropdown selects.
 */
export function insetLabels(regions: readonly RegionShape[]): InsetLabel[] {
  return INSET_CODES.flatMap((code, index) => {
    const region = regions.find((candidate) => candidate.code === code);
    if (!region) return [];
    const y = INSET_BOX.firstY + index * INSET_BOX.step;
    return [{ code, x: INSET_BOX.x, y, from: region.centroid, to: [INSET_BOX.x, y + INSET_BOX.height / 2] }];
  });
}
