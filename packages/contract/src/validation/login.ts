import { z } from 'zod';
import { MESSAGES } from '../messages';
import { CODE_CHANNELS } from '../statuses';
import { emailField, PASSWORD_MAX, passwordTooLong } from './common';

export const LoginCredentials = z.object({
  email: emailField,
  password: z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(PASSWORD_MAX, passwordTooLong),
});

export const CodeRequest = LoginCredentials.extend({ type: z.enum(CODE_CHANNELS) });

export const verificationCodeField = z
  .string({ error: MESSAGES.codeInvalid })
  .regex(/^\d{6}$/, MESSAGES.codeInvalid);

export const CodeVerification = CodeRequest.extend({ verification_code: verificationCodeField });
