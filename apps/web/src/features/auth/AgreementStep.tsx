import { Button, Link, Stack, Typography } from '@mui/material';
import { StepHeading } from './LoginLayout';

interface AgreementStepProps {
  onAgree: () => void;
  onCancel: () => void;
}

const legalLink = (href: string, text: string) => (
  <Link href={href} target="_blank" rel="noopener">
    {text}
  </Link>
);

/** Step 2, asked once per browser: the agreement is stored and the step skipped afterwards. */
export function AgreementStep({ onAgree, onCancel }: AgreementStepProps) {
  return (
    <>
      <StepHeading title="Before you continue" subtitle="Fleetdesk holds passenger and driver data." />
      <Typography sx={{ lineHeight: 1.6 }}>
        By continuing you accept the {legalLink('/terms', 'Terms & Conditions')} and the{' '}
        {legalLink('/privacy', 'Privacy Policy')}.
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
        <Button variant="outlined" color="inherit" size="large" fullWidth onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="contained" size="large" fullWidth onClick={onAgree}>
          I Agree
        </Button>
      </Stack>
    </>
  );
}
