import type { FileJob, PayoutExportFormat } from '@fleetdesk/contract';
import { create } from 'zustand';

interface FileJobsState {
  /** The jobs this page started and still follows, by id, as last heard (fileJobTracker.ts). */
  jobs: Record<number, FileJob>;
  /** The format the menu's exports are written in, kept while the app is open. */
  format: PayoutExportFormat;
}

export const useFileJobsStore = create<FileJobsState>(() => ({ jobs: {}, format: 'csv' }));
