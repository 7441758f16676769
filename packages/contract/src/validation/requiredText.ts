/**
 * Exports: requiredText.
 *
 * Required text for the spec 2 §5 fields: missing, empty or blank answers `message` ('Required' unless
 * the field has its own) and nothing else, so a form shows one message, not 'Required' plus a format rule.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';

export const requiredText = (message: string = MESSAGES.required) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });
