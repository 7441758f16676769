import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { PaymentMethod } from '../entities/paymentMethod';
import { bankAccountBody } from '../validation/bankAccount';
import { idField } from '../validation/common';

export const addBankAccount = defineEndpoint({
  method: 'POST',
  path: '/drivers/{entity_id}/payments/banks',
  summary: 'Add a bank account to a driver; the account number is stored encrypted and never shown again',
  tag: 'payments',
  auth: 'user',
  permission: null,
  fleet: false,
  params: z.object({ entity_id: idField }),
  body: bankAccountBody,
  /** The spec's answer names the new account `payout`. */
  response: z.object({ message: z.string(), payout: PaymentMethod }),
});

export const deletePaymentMethod = defineEndpoint({
  method: 'POST',
  path: '/payments/{payment_id}/delete',
  summary: 'Remove a bank account (kept, marked deleted, for the payouts made to it)',
  tag: 'payments',
  auth: 'user',
  permission: null,
  fleet: false,
  params: z.object({ payment_id: idField }),
  response: z.object({ message: z.string() }),
});

export const driverPaymentMethods = defineEndpoint({
  method: 'GET',
  path: '/drivers/{id}/payment-methods',
  summary: "A driver's bank accounts, newest first (the payout form's account choice)",
  tag: 'payments',
  auth: 'user',
  permission: null,
  fleet: false,
  params: z.object({ id: idField }),
  response: z.object({ payment_methods: z.array(PaymentMethod) }),
});
