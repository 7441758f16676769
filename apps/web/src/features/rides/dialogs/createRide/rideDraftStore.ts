import { DEFAULT_NEW_RIDE_COMPANY_ID, type RideEstimate } from '@fleetdesk/contract';
import { create } from 'zustand';
import { useAppStore } from '../../../../store/appStore';
import type { PassengerInput, PassengerValues, RideDetailsInput } from './wizardSchemas';

export type WizardStep = 'step-1' | 'step-2' | 'step-3';

export interface EstimateSet {
  estimates: RideEstimate[];
  returnEstimates: RideEstimate[];
}

/** The ride being booked. Kept outside the dialog so closing it by mistake loses nothing. */
interface RideDraft {
  step: WizardStep;
  companyId: number;
  passenger: PassengerInput | null;
  /** The parsed passenger of the last Next on step 2, what estimates and the booking use. */
  passengerValues: PassengerValues | null;
  details: Partial<RideDetailsInput> | null;
  estimates: EstimateSet | null;
}

interface RideDraftActions {
  goTo: (step: WizardStep) => void;
  chooseCompany: (companyId: number) => void;
  savePassenger: (input: PassengerInput, values: PassengerValues, estimates: EstimateSet) => void;
  setRiderId: (riderId: number) => void;
  saveDetails: (details: Partial<RideDetailsInput>) => void;
  /** An estimate expired: price the trip again from step 2, keeping the rest of step 3. */
  dropEstimates: (details?: Partial<RideDetailsInput>) => void;
  reset: () => void;
}

const INITIAL: RideDraft = {
  step: 'step-1',
  companyId: DEFAULT_NEW_RIDE_COMPANY_ID,
  passenger: null,
  passengerValues: null,
  details: null,
  estimates: null,
};

const withoutEstimateFields = (details: Partial<RideDetailsInput> | null) =>
  details ? { ...details, ride_estimate_id: undefined, amount: '' } : null;

export const useRideDraftStore = create<RideDraft & RideDraftActions>()((set) => ({
  ...INITIAL,
  goTo: (step) => set({ step }),
  // Another company has other ride types and prices: what was priced no longer holds.
  chooseCompany: (companyId) =>
    set((draft) =>
      draft.companyId === companyId
        ? { step: 'step-2' }
        : { companyId, step: 'step-2', estimates: null, details: withoutEstimateFields(draft.details) },
    ),
  savePassenger: (passenger, passengerValues, estimates) =>
    set((draft) => ({
      passenger,
      passengerValues,
      estimates,
      step: 'step-3',
      details: withoutEstimateFields(draft.details),
    })),
  setRiderId: (riderId) =>
    set((draft) => ({
      passenger: draft.passenger ? { ...draft.passenger, rider_id: riderId } : null,
      passengerValues: draft.passengerValues ? { ...draft.passengerValues, rider_id: riderId } : null,
    })),
  saveDetails: (details) => set({ details }),
  dropEstimates: (details) =>
    set((draft) => ({
      step: 'step-2',
      estimates: null,
      details: withoutEstimateFields(details ?? draft.details),
    })),
  reset: () => set(INITIAL),
}));

// Logging out resets the ride creation flow (spec 1 §4 "Session").
useAppStore.subscribe((state, previous) => {
  if (previous.token && !state.token) useRideDraftStore.getState().reset();
});
