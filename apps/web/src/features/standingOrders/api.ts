import { standingOrders as api } from '@fleetdesk/contract';
import { areaApi } from '../../api/areaApi';

/** The area's reads start with its path; the job's last problem and other users' changes show live. */
const area = areaApi('/standing-orders', api.STANDING_ORDER_ACTION);

export const useStandingOrderLiveUpdates = area.useLiveUpdates;

/** The dialog's writes: a refusal of a field (a rider or ride type of another company) shows under it. */
export const useCreateStandingOrder = (onDone: () => void, onError: (error: Error) => void) =>
  area.useWrite(api.createStandingOrder, onDone, onError);
export const useUpdateStandingOrder = (onDone: () => void, onError: (error: Error) => void) =>
  area.useWrite(api.updateStandingOrder, onDone, onError);
export const useSetStandingOrderStatus = () => area.useWrite(api.setStandingOrderStatus);
