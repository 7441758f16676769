import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { SentryCancelReason } from '../entities/ride';
import { MESSAGES } from '../messages';
import type { PermissionKey } from '../permissions';
import { arroBody, arroCancelBody, brokerCancelBody, sentryCancelBody } from '../validation/rides';
import { emptyBody, rideAnswer, rideParams } from './rideShapes';

// The broker calls on a ride (spec 1 §7): each is answered after the broker itself answered.
export const sentryCancelReasons = defineEndpoint({
  method: 'GET',
  path: '/rides/sentry/cancel-reasons',
  summary: "Sentry's cancellation reasons",
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: false,
  response: z.object({ cancel_reasons: z.array(SentryCancelReason) }),
});

const brokerCall = <B extends z.ZodType>(
  path: string,
  summary: string,
  body: B,
  access: { permission: PermissionKey; permissionMessage: string } | null = null,
) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary,
    tag: 'rides',
    auth: 'user',
    permission: access?.permission ?? null,
    permissionMessage: access?.permissionMessage,
    fleet: false,
    params: rideParams,
    body,
    response: rideAnswer.extend({ status_code: z.number().int() }),
  });

export const sentryCancel = brokerCall(
  '/rides/{id}/sentry/cancel',
  'Cancel a Sentry ride at Sentry',
  sentryCancelBody,
);
export const sentry2Cancel = brokerCall(
  '/rides/{id}/sentry2/cancel',
  'Cancel a Sentry 2 ride at Sentry 2',
  brokerCancelBody,
);
// Rejecting a Sentry or Sentry 2 ride needs that broker's reject key (spec 1 §4), declared here so the
// access check enforces it; the detail greys the button with the spec's tooltip.
export const sentryReject = brokerCall('/rides/{id}/sentry/reject', 'Give a ride back to Sentry', emptyBody, {
  permission: 'rides.reject-sentry',
  permissionMessage: MESSAGES.rejectSentry,
});
export const sentry2Reject = brokerCall(
  '/rides/{id}/sentry2/reject',
  'Give a ride back to Sentry 2',
  emptyBody,
  { permission: 'rides.reject-sentry2', permissionMessage: MESSAGES.rejectSentry2 },
);
export const arroCancel = brokerCall(
  '/rides/{id}/arro/cancel',
  'Cancel an Arro ride at Arro',
  arroCancelBody,
);
export const arroReject = brokerCall('/rides/{id}/arro/reject', 'Give a ride back to Arro', arroBody);
export const arroTake = brokerCall('/rides/{id}/arro/take', 'Take an Arro marketplace ride', arroBody);
