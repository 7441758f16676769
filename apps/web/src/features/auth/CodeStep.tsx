import { type CodeChannel, VERIFICATION_CODE_LENGTH, verificationCodeField } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { reportError } from '../../api/reportError';
import { showFormError } from '../../api/showFormError';
import { useGuardedSubmit } from '../../ui/form/useGuardedSubmit';
import { formatCountdown, secondsUntil } from '../../ui/time/countdown';
import { useNow } from '../../ui/time/useNow';
import { StepHeading } from './LoginLayout';
import { type CodeCooldowns, type Credentials, useRequestCode, useVerifyCode } from './loginMutations';

const CodeForm = z.object({ verification_code: verificationCodeField });

interface CodeStepProps {
  credentials: Credentials;
  /** The channel of the newest code; verification names it. */
  channel: CodeChannel;
  cooldowns: CodeCooldowns;
  onCodeRequested: (channel: CodeChannel, cooldowns: CodeCooldowns) => void;
}

const withCountdown = (label: string, seconds: number) =>
  seconds > 0 ? `${label} (${formatCountdown(seconds)})` : label;

/** Step 3: the six-digit code, sent automatically once complete; RESEND and E-MAIL wait for the server's times. */
export function CodeStep({ credentials, channel, cooldowns, onCodeRequested }: CodeStepProps) {
  const now = useNow(1000);
  const requestCode = useRequestCode();
  const verifyCode = useVerifyCode();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(CodeForm),
    defaultValues: { verification_code: '' },
  });
  const { field, fieldState } = useController({ control, name: 'verification_code' });

  const verify = useGuardedSubmit(
    handleSubmit(({ verification_code }) =>
      verifyCode.mutateAsync(
        { ...credentials, type: channel, verification_code },
        { onError: (error) => showFormError(error, setError, ['verification_code']) },
      ),
    ),
  );

  const handleCodeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
    field.onChange(digits);
    if (digits.length === VERIFICATION_CODE_LENGTH && !verifyCode.isPending) verify();
  };

  const sendCode = (next: CodeChannel) =>
    requestCode.mutate(
      { credentials, channel: next },
      { onSuccess: (result) => onCodeRequested(next, result), onError: (error) => reportError(error) },
    );

  const smsWait = secondsUntil(cooldowns.next_sms_send_code_at, now);
  const emailWait = secondsUntil(cooldowns.next_email_send_code_at, now);

  return (
    <form onSubmit={verify} noValidate>
      <StepHeading
        title="Verification code"
        subtitle={`Enter the 6-digit code sent for ${credentials.email}.`}
      />
      <Alert severity={cooldowns.sent ? 'success' : 'info'} sx={{ mb: 2 }}>
        {cooldowns.message}
      </Alert>
      <Stack spacing={2}>
        <TextField
          label="Verification code"
          name={field.name}
          value={field.value}
          onChange={handleCodeChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          autoFocus
          autoComplete="one-time-code"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              maxLength: VERIFICATION_CODE_LENGTH,
              style: { letterSpacing: '0.5em', fontSize: 20, fontWeight: 600, textAlign: 'center' },
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" loading={verifyCode.isPending}>
          VERIFY
        </Button>
        <Stack direction="row" spacing={1.5}>
          <Button
            variant="outlined"
            fullWidth
            disabled={smsWait > 0 || requestCode.isPending}
            onClick={() => sendCode('sms')}
          >
            {withCountdown('RESEND', smsWait)}
          </Button>
          <Button
            variant="outlined"
            fullWidth
            disabled={emailWait > 0 || requestCode.isPending}
            onClick={() => sendCode('email')}
          >
            {withCountdown('E-MAIL', emailWait)}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
