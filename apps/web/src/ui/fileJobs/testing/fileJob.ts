import type { FileJob } from '@fleetdesk/contract';

/** A file job as the API answers it, for the menu and progress tests: queued, nothing counted yet. */
export const aFileJob = (over: Partial<FileJob> = {}): FileJob => ({
  id: 31,
  kind: 'payouts_export',
  status: 'queued',
  done: 0,
  total: 0,
  message: null,
  errors: [],
  url: null,
  file_name: null,
  created_at: '2026-11-25T09:00:00Z',
  finished_at: null,
  ...over,
});
