import {
  type CreditOrDebitBody,
  type PayoutRequestBody,
  type PermissionKey,
  TRANSACTION_REQUEST_STATUSES,
  type TransactionRequestType,
} from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import { fleetReachesRide } from '../../db/fleet-reach';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { reachesFleetEntity } from '../../platform/auth/reach';
import { AppError, forbidden, invalidField, notFound } from '../../platform/errors';
import { nextPageUrl } from '../../platform/http/next-page';
import { runIdempotent } from '../../platform/idempotency';
import type { ModuleDeps } from '../../platform/module';
import { insertNote, selectNotes } from '../notes/queries';
import {
  countDriverPaymentMethods,
  creditsForRide,
  insertRequest,
  lockMoneyDriver,
  selectCategories,
  selectCategory,
  selectCompany,
  selectDriverPaymentMethod,
  selectMoneyDriver,
  selectRequest,
  selectRequests,
  selectRide,
  type TransactionRequestsQuery,
} from './queries';
import { postRequest } from './request-money';
import { CREDIT_EXISTS, createdMessage, NO_BANKING } from './rules';
import { toTransactionRequest } from './views';

export interface WriteRequest {
  ip: string;
  idempotencyKey: string | undefined;
}

const DEBIT_REQUEST_KEY: PermissionKey = 'credit-and-debit.create';

/** Requests are the operator's business: a user whose roles are held in facility companies has none. */
function assertOperatorStaff(caller: Caller) {
  if (caller.companyIds !== null) throw forbidden();
}

/** The driver when the caller reaches them; 404 otherwise, as if there were none. */
function driverInReach<D extends { fleetId: number | null }>(caller: Caller, driver: D | undefined): D {
  if (!driver || !reachesFleetEntity(caller, driver)) throw notFound('Driver');
  return driver;
}

/** The driver a money write is for, locked, when the caller reaches them. */
export async function reachableDriver(tx: DbOrTx, caller: Caller, driverId: number) {
  return driverInReach(caller, await lockMoneyDriver(tx, driverId));
}

/** The ride when the caller reaches it (a fleet user: as GET /fleet/rides/{id} does); else undefined. */
async function reachableRide(db: DbOrTx, caller: Caller, rideId: number) {
  const ride = await selectRide(db, rideId);
  return ride && (!caller.isFleet || fleetReachesRide(caller.fleetId, ride)) ? ride : undefined;
}

export function createBillingService({ db, fileLinks }: Pick<ModuleDeps, 'db' | 'fileLinks'>) {
  const view = async (id: number) => {
    const row = await selectRequest(db, id);
    if (!row) throw notFound('Transaction request');
    return toTransactionRequest(row, fileLinks.present);
  };

  async function list(caller: Caller, query: TransactionRequestsQuery) {
    assertOperatorStaff(caller);
    const rows = await selectRequests(db, query);
    const hasNext = rows.length > query.per_page;
    return {
      transaction_requests: {
        data: rows.slice(0, query.per_page).map((row) => toTransactionRequest(row, fileLinks.present)),
        current_page: query.page,
        per_page: query.per_page,
        next_page_url: hasNext ? nextPageUrl('/billing/transaction-requests', query, caller.isFleet) : null,
      },
      hasNextPage: hasNext,
    };
  }

  async function get(caller: Caller, id: number) {
    assertOperatorStaff(caller);
    const transaction_request = await view(id);
    const notes = await selectNotes(db, {
      entityType: 'transaction_request',
      entityId: id,
      withBilling: false,
      order: 'desc',
      page: 1,
      perPage: 100,
    });
    return { transaction_request, notes };
  }

  const categories = async () => ({ categories: await selectCategories(db) });
  const statuses = async () => ({ statuses: [...TRANSACTION_REQUEST_STATUSES] });

  async function checkExists(caller: Caller, driverId: number, rideId: number) {
    driverInReach(caller, await selectMoneyDriver(db, driverId));
    if (!(await reachableRide(db, caller, rideId))) throw notFound('Ride');
    const found = await creditsForRide(db, driverId, rideId);
    return { exists_credit: found.existsCredit, exists_transaction_request: found.existsRequest };
  }

  /** The checks a credit or debit body needs against stored data; answers its company. */
  async function checkCreditOrDebit(
    tx: DbOrTx,
    caller: Caller,
    driver: { id: number; companyId: number | null },
    body: CreditOrDebitBody,
  ) {
    const driverId = driver.id;
    const category = await selectCategory(tx, body.category_id);
    if (!category || category.type !== body.type)
      throw invalidField('category_id', body.type === 'credit' ? 'Category is required' : 'Required');
    const ride = body.ride_id ? await reachableRide(tx, caller, body.ride_id) : undefined;
    if (body.ride_id && !ride) throw invalidField('ride_id', 'Ride not found.');
    // A fleet user's credit is for their driver's own company, whatever is sent (decision 108).
    const companyId = caller.isFleet ? driver.companyId : body.company_id || ride?.companyId || null;
    if (!companyId && !caller.isFleet) throw invalidField('company_id', 'No company selected');
    if (companyId && !(await selectCompany(tx, companyId)))
      throw invalidField('company_id', 'No company selected');
    if (body.type === 'credit' && body.ride_id && !body.confirm_existing) {
      const found = await creditsForRide(tx, driverId, body.ride_id);
      if (found.existsRequest)
        throw new AppError('conflict', CREDIT_EXISTS, undefined, { exists_credit: true });
    }
    return companyId;
  }

  /** Checks a payout body's bank account: required for ach, the driver's own, not deleted. */
  async function checkPayout(tx: DbOrTx, driverId: number, body: PayoutRequestBody) {
    if (body.payout_type !== 'ach') return;
    if ((await countDriverPaymentMethods(tx, driverId)) === 0) throw invalidField('payment_id', NO_BANKING);
    if (!body.payment_id || !(await selectDriverPaymentMethod(tx, driverId, body.payment_id)))
      throw invalidField('payment_id', 'Required');
  }

  /**
   * Every creation: a credit, debit or payout request for a driver, pending review, or (quick) approved
   * and posted in the same transaction; exactly once per Idempotency-Key.
   */
  async function create(
    caller: Caller,
    driverId: number,
    body: (CreditOrDebitBody | (PayoutRequestBody & { type: 'payout' })) & { note?: string },
    options: { quick: boolean } & WriteRequest,
  ) {
    const type: TransactionRequestType = body.type;
    // One endpoint makes credit and debit requests; a debit request needs its own key (spec 2 §6).
    if (type === 'debit' && !options.quick && !caller.permissions.has(DEBIT_REQUEST_KEY)) throw forbidden();
    const route = `billing.${options.quick ? 'quick' : 'create'} ${type} ${driverId}`;
    const call = { adminId: caller.adminId, key: options.idempotencyKey, route, body };
    const id = await runIdempotent(db, call, async (tx) => {
      const driver = await reachableDriver(tx, caller, driverId);
      if (body.type === 'payout') await checkPayout(tx, driverId, body);
      const companyId = body.type === 'payout' ? null : await checkCreditOrDebit(tx, caller, driver, body);
      const request = await insertRequest(tx, {
        type,
        status: options.quick ? 'approved' : 'pending',
        driverId,
        rideId: 'ride_id' in body ? (body.ride_id ?? null) : null,
        amountCents: body.amount,
        categoryId: 'category_id' in body ? body.category_id : null,
        companyId,
        description: body.description,
        payoutType: body.type === 'payout' ? body.payout_type : null,
        paymentMethodId: body.type === 'payout' ? body.payment_id : null,
        reference: body.type === 'payout' ? (body.reference ?? null) : null,
        requestedBy: caller.adminId,
        reviewedBy: options.quick ? caller.adminId : null,
      });
      if (options.quick) await postRequest(tx, request, driver, caller.adminId);
      if (body.note)
        await insertNote(tx, {
          entityType: 'transaction_request',
          entityId: request.id,
          category: 'transaction_request',
          body: body.note,
          adminId: caller.adminId,
        });
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: `transaction_request.${options.quick ? 'quick_create' : 'create'}`,
        entityType: 'transaction_request',
        entityId: request.id,
        after: { type, status: request.status, driver_id: driverId, amount_cents: body.amount },
        ip: options.ip,
      });
      return request.id;
    });
    return { transaction_request: await view(id), message: createdMessage(type, options.quick) };
  }

  return { list, get, categories, statuses, checkExists, create, view };
}
