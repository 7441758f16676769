import {
  API_BASE,
  MESSAGES,
  normalizePhone,
  type PaymentCard,
  type Rider,
  type riders as riderEndpoints,
} from '@fleetdesk/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  CardDeclinedError,
  type CardFields,
  PaymentsUnavailableError,
  type TokenisedCard,
} from '../../platform/adapters/payments';
import { writeAudit } from '../../platform/audit';
import type { Caller, FleetScope } from '../../platform/auth/context';
import { assertCompanyInReach, reachesCompany } from '../../platform/auth/reach';
import { AppError, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import {
  type CardRow,
  findRider,
  insertCard,
  insertRider,
  listCards,
  type RiderRow,
  searchRiders,
} from './queries';

type ListQuery = z.output<NonNullable<typeof riderEndpoints.listRiders.query>>;
type CreateBody = z.output<NonNullable<typeof riderEndpoints.createRider.body>>;

export const toRider = (row: RiderRow): Rider => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  phone_number: row.phoneNumber,
  email: row.email,
  company_id: row.companyId,
  reference_id: row.referenceId,
});

/** A card as the picker shows it: masked, the last four only. */
export const toCard = (row: CardRow): PaymentCard => ({
  id: row.id,
  number: `**** **** **** ${row.last4}`,
  brand: row.brand,
  exp_month: row.expMonth,
  exp_year: row.expYear,
});

function nextPageUrl(query: ListQuery): string {
  const params = new URLSearchParams({ page: String(query.page + 1), per_page: String(query.per_page) });
  if (query.search) params.set('search', query.search);
  if (query.company_id !== undefined) params.set('company_id', String(query.company_id));
  return `${API_BASE}/riders?${params}`;
}

/**
 * A new rider, with its phone normalised and an audit row; POST /rides adds riders this way too. A
 * facility user's rider belongs to one of their companies.
 */
export function addRider(db: DbOrTx, caller: Caller, fields: CreateBody, ip: string): Promise<RiderRow> {
  assertCompanyInReach(caller, fields.company_id ?? null);
  return db.transaction(async (tx) => {
    const row = await insertRider(tx, {
      firstName: fields.first_name,
      lastName: fields.last_name,
      phoneNumber: fields.phone_number ? normalizePhone(fields.phone_number) : null,
      email: fields.email || null,
      companyId: fields.company_id ?? null,
      referenceId: fields.reference_id ?? null,
    });
    await writeAudit(tx, {
      adminId: caller.adminId,
      action: 'rider.created',
      entityType: 'rider',
      entityId: row.id,
      after: row,
      ip,
    });
    return row;
  });
}

export function createRidersService({ db, payments }: Pick<ModuleDeps, 'db' | 'payments'>) {
  async function listRiders(query: ListQuery, scope: FleetScope) {
    const rows = await searchRiders(db, {
      search: query.search,
      companyId: query.company_id,
      companyIds: scope.companyIds,
      page: query.page,
      perPage: query.per_page,
    });
    const hasNext = rows.length > query.per_page;
    return {
      riders: { data: rows.slice(0, query.per_page).map(toRider) },
      next_page_url: hasNext ? nextPageUrl(query) : null,
    };
  }

  async function createRider(caller: Caller, body: CreateBody, ip: string) {
    const rider = await addRider(db, caller, body, ip);
    return { rider: toRider(rider) };
  }

  /** A rider out of a facility user's companies is answered as missing. */
  async function riderInReach(riderId: number, scope: Pick<FleetScope, 'companyIds'>) {
    const rider = await findRider(db, riderId);
    return rider && reachesCompany(scope, rider.companyId) ? rider : null;
  }

  async function listPaymentCards(riderId: number, scope: FleetScope) {
    if (!(await riderInReach(riderId, scope))) throw notFound('Rider');
    return { cards: (await listCards(db, riderId)).map(toCard) };
  }

  /** Asks the provider, turning its refusals into answers the add-card dialog can show. */
  async function fromProvider(ask: () => Promise<TokenisedCard>): Promise<TokenisedCard> {
    try {
      return await ask();
    } catch (error) {
      if (error instanceof CardDeclinedError)
        throw new AppError('invalid', error.message, { card: [MESSAGES.cardSaveFailed] });
      if (error instanceof PaymentsUnavailableError)
        throw new AppError('bad_gateway', MESSAGES.cardSaveFailed);
      throw error;
    }
  }

  async function saveCard(caller: Caller, riderId: number, card: TokenisedCard, ip: string) {
    const row = await db.transaction(async (tx) => {
      const saved = await insertCard(tx, {
        riderId,
        providerToken: card.token,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      });
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'rider.card_saved',
        entityType: 'rider',
        entityId: riderId,
        after: { card_id: saved.id, brand: saved.brand, last4: saved.last4 },
        ip,
      });
      return saved;
    });
    return { card: toCard(row), message: MESSAGES.cardSaved };
  }

  async function requireRider(caller: Caller, riderId: number) {
    if (!(await riderInReach(riderId, caller)))
      throw new AppError('not_found', MESSAGES.cardMissingToken, { rider_id: ['Rider not found.'] });
  }

  /** A token from the provider's own card form. */
  async function addPaymentCard(caller: Caller, riderId: number, token: string, ip: string) {
    await requireRider(caller, riderId);
    const card = await fromProvider(() => payments.describe(token));
    return saveCard(caller, riderId, card, ip);
  }

  /** Card fields from the add-card dialog: tokenised, and only the token, brand and last four kept. */
  async function addPaymentMethod(caller: Caller, riderId: number, fields: CardFields, ip: string) {
    await requireRider(caller, riderId);
    const card = await fromProvider(() => payments.tokenise(fields));
    return saveCard(caller, riderId, card, ip);
  }

  return { listRiders, createRider, listPaymentCards, addPaymentCard, addPaymentMethod };
}
