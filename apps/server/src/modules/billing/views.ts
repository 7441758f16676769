import { centsToDollars, type TransactionRequest } from '@fleetdesk/contract';
import type { FileLinks } from '../../platform/adapters/storage';
import type { RequestRow } from './queries';

/** A stored request as the tables and the preview read it (spec 2 §3). */
export function toTransactionRequest(row: RequestRow, present: FileLinks['present']): TransactionRequest {
  const { request } = row;
  return {
    id: request.id,
    type: request.type,
    status: request.status,
    driver_id: request.driverId,
    driver_name: `${row.driverFirstName} ${row.driverLastName}`,
    selfie_thumbnail_url: present(row.driverThumbnail),
    phone_number: row.driverPhone,
    ride_id: request.rideId,
    pickup_at: row.pickupAt?.toISOString() ?? null,
    requested_by: row.requestedBy,
    reviewed_by: row.reviewedBy,
    reviewed_by_id: request.reviewedBy,
    created_at: request.createdAt.toISOString(),
    amount: centsToDollars(request.amountCents),
    category_id: request.categoryId,
    name: row.categoryName,
    company_id: request.companyId,
    company_name: row.companyName,
    description: request.description,
    payout_type: request.payoutType,
    payment_id: request.paymentMethodId,
    payment_last_four: row.paymentLastFour,
    reference: request.reference,
    updated_at: request.updatedAt.toISOString(),
  };
}
