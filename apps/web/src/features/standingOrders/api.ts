import { standingOrders as api } from '@fleetdesk/contract';
import { areaApi } from '../../api/areaApi';

/** The area's reads start with its path; the job's last problem and other users' changes show live. */
const area = areaApi('/standing-orders', api.STANDING_ORDER_ACTION);

export const useStandingOrderLiveUpdates = area.useLiveUpdates;

export const useCreateStandingOrder = (onDone: () => void) => area.useWrite(api.createStandingOrder, onDone);
export const useUpdateStandingOrder = (onDone: () => void) => area.useWrite(api.updateStandingOrder, onDone);
export const useSetStandingOrderStatus = () => area.useWrite(api.setStandingOrderStatus);
