import type { FileJob } from '@fleetdesk/contract';
import { create } from 'zustand';

interface FileJobsState {
  /** The jobs this page started and still follows, by id, as last heard (fileJobTracker.ts). */
  jobs: Record<number, FileJob>;
}

export const useFileJobsStore = create<FileJobsState>(() => ({ jobs: {} }));
