import { reports } from '@fleetdesk/contract';
import { fileJobDefinition } from '../../platform/file-jobs/definition';
import type { ModuleDeps } from '../../platform/module';
import { createPlaceFinder } from './geography/places';
import { loadZoneShapes } from './geography/taxi-zones';
import { runReport } from './report-jobs';

/** The pg-boss queue the report file jobs run on (`JOBS=report-files` names it). */
export const REPORT_FILES_QUEUE = 'report-files';

/** Runs report jobs; the taxi zone shapes (shipped, or the configured file) are read once, when the worker starts. */
export function reportFilesDefinition(deps: Omit<ModuleDeps, 'jobs'>) {
  let places: ReturnType<typeof createPlaceFinder> | null = null;
  return fileJobDefinition(deps, REPORT_FILES_QUEUE, reports.REPORT_MESSAGES.failed, (records, job) => {
    places ??= createPlaceFinder(loadZoneShapes(deps.config.reports.taxiZonesGeojson));
    return runReport(deps, places, records, job);
  });
}
