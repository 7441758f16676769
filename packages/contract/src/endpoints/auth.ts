import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { Account } from '../entities/account';
import { CodeRequest, CodeVerification } from '../validation/login';

const CodeCooldowns = z.object({
  /** ISO times before which a new code cannot be sent on that channel. */
  next_sms_send_code_at: z.string().nullable(),
  next_email_send_code_at: z.string().nullable(),
  /** False when the previous code is still valid and inside its cooldown: nothing new was sent. */
  sent: z.boolean(),
  message: z.string(),
});

export const requestCode = defineEndpoint({
  method: 'POST',
  path: '/auth/request',
  summary: 'Check e-mail and password, then send a six-digit verification code by SMS or e-mail',
  tag: 'auth',
  auth: 'public',
  permission: null,
  fleet: false,
  body: CodeRequest,
  response: CodeCooldowns,
});

export const verifyCode = defineEndpoint({
  method: 'POST',
  path: '/auth/verify',
  summary: 'Exchange a verification code for a session token',
  tag: 'auth',
  auth: 'public',
  permission: null,
  fleet: false,
  body: CodeVerification,
  response: Account.extend({ token: z.string(), expires_at: z.string() }),
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  summary: 'Revoke the session token in use',
  tag: 'auth',
  auth: 'user',
  permission: null,
  fleet: true,
  allowReadOnly: true,
  response: z.object({ message: z.string() }),
});
