import { centsToDollars, type Payout } from '@fleetdesk/contract';
import type { PayoutRow } from './queries';

/** A stored payout as the payouts list and the edit payout dialog read it (spec 2 §3 "Payout"). */
export function toPayout(row: PayoutRow): Payout {
  const { payout } = row;
  const names = `${row.driverFirstName} ${row.driverLastName}`;
  return {
    id: payout.id,
    payout_number: payout.payoutNumber,
    status: payout.status,
    bank_status: payout.bankStatus,
    quickbooks_status: payout.quickbooksStatus,
    quickbooks_id: payout.quickbooksId,
    description: payout.description,
    note: payout.note,
    reference: payout.reference,
    amount: centsToDollars(payout.amountCents),
    type: payout.type,
    receiver_entity_type: payout.receiverEntityType,
    payee_bank_name: row.bankName,
    payee_payment_method_last_four: row.bankLastFour,
    fhv_license: row.tlcLicense,
    driver_id: payout.driverId,
    names,
    payee_name: row.businessName || names,
    company_id: payout.companyId,
    company: row.companyName,
    transaction_request_id: payout.transactionRequestId,
    created_at: payout.createdAt.toISOString(),
    updated_at: payout.updatedAt.toISOString(),
  };
}
