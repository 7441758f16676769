import { z } from 'zod';
import { RIDERS_PAGE_SIZE } from '../constants';
import { defineEndpoint } from '../endpoint';
import { PaymentCard, Rider } from '../entities/ride';
import { idField, listSearch } from '../validation/common';
import { paymentMethodBody, riderCreateBody } from '../validation/rides';

const riderParams = z.object({ rider_id: idField });

export const listRiders = defineEndpoint({
  method: 'GET',
  path: '/riders',
  summary: 'Find riders by name, phone or e-mail, optionally within a company',
  tag: 'riders',
  auth: 'user',
  permission: null,
  fleet: false,
  query: z.object({
    search: listSearch(100),
    company_id: idField.optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(500).default(RIDERS_PAGE_SIZE),
  }),
  response: z.object({ riders: z.object({ data: z.array(Rider) }), next_page_url: z.string().nullable() }),
});

export const createRider = defineEndpoint({
  method: 'POST',
  path: '/riders',
  summary: 'Add a rider',
  tag: 'riders',
  auth: 'user',
  permission: null,
  fleet: false,
  body: riderCreateBody,
  response: z.object({ rider: Rider }),
});

export const listPaymentCards = defineEndpoint({
  method: 'GET',
  path: '/riders/{rider_id}/payment_cards',
  summary: "A rider's saved cards (brand and last four only)",
  tag: 'riders',
  auth: 'user',
  permission: null,
  fleet: false,
  params: riderParams,
  response: z.object({ cards: z.array(PaymentCard) }),
});

export const addPaymentCard = defineEndpoint({
  method: 'POST',
  path: '/riders/{rider_id}/payment_cards',
  summary: 'Save a card from a token the payment provider issued',
  tag: 'riders',
  auth: 'user',
  permission: null,
  fleet: false,
  params: riderParams,
  body: z.object({ token: z.string().min(1, 'Missing token or rider ID').max(200) }),
  response: z.object({ card: PaymentCard, message: z.string() }),
});

/**
 * How cards are typed on this deployment. `browser_tokeniser` is 'stripe' (Stripe.js with
 * `publishable_key`) or 'test_mode' (no payment provider: the browser issues test-mode tokens): the card
 * is tokenised in the browser and only the token is posted (squareCard). Null: the server holds a
 * provider the browser cannot reach, and card fields go to payment_methods (addCard). Decision 181.
 */
export const getCardForm = defineEndpoint({
  method: 'GET',
  path: '/riders/card-form',
  summary: "Where cards are tokenised: the provider's browser form (with its publishable key) or the server",
  tag: 'riders',
  auth: 'user',
  permission: null,
  fleet: false,
  response: z.object({
    browser_tokeniser: z.enum(['stripe', 'test_mode']).nullable(),
    publishable_key: z.string().nullable(),
  }),
});

export const addPaymentMethod = defineEndpoint({
  method: 'POST',
  path: '/riders/{rider_id}/payment_methods',
  summary: 'Tokenise card fields with the payment provider and save the card (409 where browsers tokenise)',
  tag: 'riders',
  auth: 'user',
  permission: null,
  fleet: false,
  params: riderParams,
  body: paymentMethodBody,
  response: z.object({ card: PaymentCard, message: z.string() }),
});
