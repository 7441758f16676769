import type { PayoutExportFormat } from '@fleetdesk/contract';
import { create } from 'zustand';

interface PayoutFilesState {
  /** The format the menu's exports are written in, kept while the app is open. */
  format: PayoutExportFormat;
}

export const usePayoutFilesStore = create<PayoutFilesState>(() => ({ format: 'csv' }));
