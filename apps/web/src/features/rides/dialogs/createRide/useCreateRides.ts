import type { RideCreateBody } from '@fleetdesk/contract';
import { ENDPOINTS, MESSAGES, RIDE_CREATE_THROTTLE_MS, ridesAddedMessage } from '@fleetdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useRef } from 'react';
import { callEndpoint } from '../../../../api/client';
import { errorToastText } from '../../../../api/errorText';
import { invalidateRide } from '../../api/invalidateRide';
import type { CreateRidesAnswer } from './rideRequest';

interface CreateRidesHandlers {
  /** Every date was booked. */
  onAllBooked: () => void;
  /** Some dates failed: the booked ones are handed back so they can be taken off the selection. */
  onSomeBooked: (bookedDates: string[]) => void;
  onError: (error: unknown) => void;
}

/** Toasts one error per refused ride ('Try again …') and one success for the booked ones (spec 1 §7). */
export function announceResults(answer: CreateRidesAnswer): string[] {
  const booked = answer.rides.filter((ride) => ride.status_code === 200);
  for (const ride of answer.rides) {
    if (ride.status_code !== 200)
      enqueueSnackbar(errorToastText(`${ride.date}: ${ride.message}`, MESSAGES.tryAgainPrefix), {
        variant: 'error',
      });
  }
  if (booked.length > 0) enqueueSnackbar(ridesAddedMessage(booked.length), { variant: 'success' });
  return booked.map((ride) => ride.date);
}

/** POST /rides, at most once every 2 s however fast the button is pressed (spec 1 §4). */
export function useCreateRides(handlers: CreateRidesHandlers) {
  const queryClient = useQueryClient();
  const lastSentAt = useRef(0);
  const mutation = useMutation({
    mutationFn: (body: RideCreateBody) => callEndpoint(ENDPOINTS['rides.create'], { body }),
    meta: { errors: 'caller' },
    onSuccess: (answer) => {
      const bookedDates = announceResults(answer);
      if (bookedDates.length > 0) invalidateRide(queryClient);
      if (bookedDates.length === answer.rides.length) handlers.onAllBooked();
      else handlers.onSomeBooked(bookedDates);
    },
    onError: handlers.onError,
  });
  const create = (body: RideCreateBody) => {
    const now = Date.now();
    if (mutation.isPending || now - lastSentAt.current < RIDE_CREATE_THROTTLE_MS) return;
    lastSentAt.current = now;
    mutation.mutate(body);
  };
  return { create, isPending: mutation.isPending };
}
