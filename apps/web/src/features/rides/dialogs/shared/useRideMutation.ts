import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { ApiError } from '../../../../api/ApiError';
import { reportError } from '../../../../api/reportError';
import { invalidateRide } from '../../api/invalidateRide';

export interface RideMutationOptions<TVariables, TResult> {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** The success toast; the server's own message when it has one and this is left out. */
  successMessage?: (result: TResult) => string;
  onSuccess?: (result: TResult) => void;
  /** Shows an error somewhere better than a toast (e.g. under a field); return true when shown. */
  showError?: (error: unknown) => boolean;
  /**
   * Where an error `showError` did not place goes. A ride action (an action button of the row or
   * detail, the dialog it opens, the confirmed checkboxes) leaves this out: its errors are only logged
   * (spec 1 §7) and the refreshed ride is the answer. A form that saves a ride's fields says 'toast', so
   * a refused save is never silent.
   */
  otherErrors?: 'logged' | 'toast';
  /** After a 409 (the ride changed meanwhile): a dialog opened on the old state closes. */
  onConflict?: () => void;
}

const serverMessage = (result: unknown): string | null =>
  typeof result === 'object' && result !== null && typeof Reflect.get(result, 'message') === 'string'
    ? (Reflect.get(result, 'message') as string)
    : null;

/**
 * A write on a ride: on success the list and detail refresh and a toast says so; on a 409 (the ride
 * changed meanwhile) the ride is refreshed so the row shows its state now.
 */
export function useRideMutation<TVariables, TResult>(options: RideMutationOptions<TVariables, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    meta: { errors: 'caller' },
    onSuccess: (result) => {
      invalidateRide(queryClient);
      const message = options.successMessage?.(result) ?? serverMessage(result);
      if (message) enqueueSnackbar(message, { variant: 'success' });
      options.onSuccess?.(result);
    },
    onError: (error) => {
      const isConflict = error instanceof ApiError && error.status === 409;
      if (isConflict) invalidateRide(queryClient);
      if (options.showError?.(error)) return;
      reportError(error, { silent: (options.otherErrors ?? 'logged') === 'logged' });
      if (isConflict) options.onConflict?.();
    },
  });
}
