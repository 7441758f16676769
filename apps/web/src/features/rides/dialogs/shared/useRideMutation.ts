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
}

const serverMessage = (result: unknown): string | null =>
  typeof result === 'object' && result !== null && typeof Reflect.get(result, 'message') === 'string'
    ? (Reflect.get(result, 'message') as string)
    : null;

/**
 * A write on a ride from a dialog: on success the list and detail refresh and a toast says so; on a
 * 409 (the ride changed meanwhile) the server's words are shown and the ride is refreshed too.
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
      if (error instanceof ApiError && error.status === 409) invalidateRide(queryClient);
      if (options.showError?.(error)) return;
      reportError(error);
    },
  });
}
