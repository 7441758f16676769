import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { Account } from '../entities/account';
import { nameField, PASSWORD_MAX, passwordTooLong, usPhoneField } from '../validation/common';

export const getAccount = defineEndpoint({
  method: 'GET',
  path: '/account',
  summary: 'The signed-in user with roles, permissions, companies and document types',
  tag: 'account',
  auth: 'user',
  permission: null,
  fleet: true,
  response: Account,
});

export const AccountUpdate = z.object({
  first_name: nameField,
  last_name: nameField,
  phone_number: usPhoneField.nullable().optional(),
  /** Required when the phone number changes: a stolen session alone cannot redirect SMS codes. */
  current_password: z.string().max(PASSWORD_MAX, passwordTooLong).optional(),
});

export const updateAccount = defineEndpoint({
  method: 'POST',
  path: '/account',
  summary: 'Update the signed-in user’s own name and phone number (a new number needs the current password)',
  tag: 'account',
  auth: 'user',
  permission: null,
  fleet: true,
  allowReadOnly: true,
  body: AccountUpdate,
  response: Account,
});
