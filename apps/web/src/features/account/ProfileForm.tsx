import {
  type Account,
  account as accountEndpoints,
  ENDPOINTS,
  MESSAGES,
  normalizePhone,
  usPhoneField,
} from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Chip, DialogActions, DialogContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { callEndpoint } from '../../api/client';
import { showFormError } from '../../api/showFormError';
import { useAppStore } from '../../store/appStore';
import { useReportDirty } from '../../ui/dialogs/FormDialog';
import { useGuardedSubmit } from '../../ui/form/useGuardedSubmit';
import { accountQuery } from './useAccountSync';

// The field is optional: an empty box means "no phone number", which the API takes as null.
const ProfileValues = accountEndpoints.AccountUpdate.extend({
  phone_number: z.union([z.literal(''), usPhoneField]),
  // The contract's rule (at most 200 characters), without its "may be left out": the box is always sent.
  current_password: accountEndpoints.AccountUpdate.shape.current_password.unwrap(),
});

/** As the server stores it, so "(212) 555-0100" and "+12125550100" are the same number. */
const normalized = (phone: string | null) => (phone ? normalizePhone(phone) : '');

export function ProfileForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { user, roles } = account;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(ProfileValues),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone_number: user.phone_number ?? '',
      current_password: '',
    },
  });
  useReportDirty(isDirty);
  // SMS codes go to this number, so the server asks for the password before it changes.
  const isPhoneChanged = normalized(watch('phone_number')) !== normalized(user.phone_number);
  const update = useMutation({
    mutationFn: ({ current_password, ...values }: z.output<typeof ProfileValues>) =>
      callEndpoint(ENDPOINTS['account.update'], {
        body: {
          ...values,
          phone_number: values.phone_number || null,
          ...(isPhoneChanged ? { current_password } : {}),
        },
      }),
    meta: { errors: 'caller' },
    onSuccess: (updated) => {
      queryClient.setQueryData(accountQuery.queryKey, updated);
      useAppStore.getState().applyAccount(updated);
      enqueueSnackbar(MESSAGES.profileUpdated, { variant: 'success' });
      onDone();
    },
    onError: (error) =>
      showFormError(error, setError, ['first_name', 'last_name', 'phone_number', 'current_password']),
  });
  const submit = useGuardedSubmit(handleSubmit((values) => update.mutateAsync(values)));

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Email" value={user.email} disabled />
          <Stack direction="row" spacing={2}>
            <TextField
              label="First name"
              {...register('first_name')}
              error={Boolean(errors.first_name)}
              helperText={errors.first_name?.message}
            />
            <TextField
              label="Last name"
              {...register('last_name')}
              error={Boolean(errors.last_name)}
              helperText={errors.last_name?.message}
            />
          </Stack>
          <TextField
            label="Phone number"
            type="tel"
            {...register('phone_number')}
            error={Boolean(errors.phone_number)}
            helperText={errors.phone_number?.message ?? 'Verification codes sent by SMS go to this number.'}
          />
          {isPhoneChanged && (
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              {...register('current_password')}
              error={Boolean(errors.current_password)}
              helperText={errors.current_password?.message ?? 'Needed to change your phone number.'}
            />
          )}
          <div>
            <Typography variant="overline" sx={{ color: 'text.secondary' }}>
              Roles
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
              {user.super_admin && <Chip size="small" color="primary" label="SuperAdmin" />}
              {roles.map((role) => (
                <Chip
                  key={`${role.company_id}-${role.id}`}
                  size="small"
                  label={`${role.name} · ${role.company_name}`}
                />
              ))}
              {!user.super_admin && roles.length === 0 && (
                <Typography sx={{ color: 'text.secondary' }}>
                  {user.is_fleet ? 'Fleet user' : 'No roles'}
                </Typography>
              )}
            </Stack>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!isDirty} loading={update.isPending}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}
