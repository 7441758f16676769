import type { DocumentView } from '@fleetdesk/contract';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Chip, Stack, Tooltip } from '@mui/material';

const STATUS_COLORS = { pending: 'warning', valid: 'success', invalid: 'error' } as const;

/**
 * Pending, valid or invalid: an expired document shows as invalid (spec 2 §4), as the server reads it;
 * its expiry date carries the 'Expired' warning.
 */
export function DocumentStatusChip({ document }: { document: Pick<DocumentView, 'status'> }) {
  return (
    <Chip
      size="small"
      label={document.status}
      color={STATUS_COLORS[document.status]}
      variant={document.status === 'pending' ? 'outlined' : 'filled'}
    />
  );
}

/** Why a document's date needs a look: expired, or not actual any more. */
export const expiryWarning = (document: Pick<DocumentView, 'expired' | 'is_actual' | 'actuality_message'>) =>
  document.expired ? 'Expired' : document.is_actual ? null : (document.actuality_message ?? 'Not actual');

/** The expiration date, with a warning icon when it is past or not actual (spec 2 §2). */
export function ExpiryDate({
  document,
}: {
  document: Pick<DocumentView, 'expires_at' | 'expired' | 'is_actual' | 'actuality_message'>;
}) {
  const warning = expiryWarning(document);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <span>{document.expires_at ?? '—'}</span>
      {warning && (
        <Tooltip title={warning}>
          <WarningAmberOutlined color="warning" fontSize="small" aria-label={warning} />
        </Tooltip>
      )}
    </Stack>
  );
}
