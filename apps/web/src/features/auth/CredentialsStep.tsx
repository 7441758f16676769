import { type CodeChannel, LoginCredentials } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Button, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showFormError } from '../../api/showFormError';
import { useGuardedSubmit } from '../../ui/form/useGuardedSubmit';
import { StepHeading } from './LoginLayout';
import { type CodeCooldowns, type Credentials, useRequestFirstCode } from './loginMutations';

interface CredentialsStepProps {
  initial: Credentials;
  onCodeRequested: (credentials: Credentials, channel: CodeChannel, cooldowns: CodeCooldowns) => void;
}

/** Step 1: e-mail and password; LOGIN asks for a code by SMS (by e-mail for an account without a phone). */
export function CredentialsStep({ initial, onCodeRequested }: CredentialsStepProps) {
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const requestCode = useRequestFirstCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginCredentials), defaultValues: initial });

  const handleLogin = useGuardedSubmit(
    handleSubmit((credentials) =>
      requestCode.mutateAsync(credentials, {
        onSuccess: ({ channel, cooldowns }) => onCodeRequested(credentials, channel, cooldowns),
        onError: (error) => showFormError(error, setError, ['email', 'password']),
      }),
    ),
  );

  return (
    <form onSubmit={handleLogin} noValidate>
      <StepHeading title="Sign in" subtitle="Use your Fleetdesk e-mail and password." />
      <Stack spacing={2}>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
        <TextField
          label="Password"
          type={isPasswordShown ? 'text' : 'password'}
          autoComplete="current-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={isPasswordShown ? 'Hide password' : 'Show password'}
                    onClick={() => setIsPasswordShown((shown) => !shown)}
                  >
                    {isPasswordShown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" loading={requestCode.isPending}>
          LOGIN
        </Button>
      </Stack>
    </form>
  );
}
