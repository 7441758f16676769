import type { PermissionsUser } from '@fleetdesk/contract';
import { Chip, Stack, Tooltip } from '@mui/material';
import { roleChipsOf } from './usersView';

/** Company-role chips: SuperAdmin, then the first three (Admin first), then +N with the rest in a tooltip. */
export function RoleChips({ user }: { user: PermissionsUser }) {
  const chips = roleChipsOf(user);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {chips.superAdmin && <Chip size="small" color="secondary" label="SuperAdmin" />}
      {chips.shown.map((chip) => (
        <Chip
          key={chip.key}
          size="small"
          label={chip.label}
          color={chip.isAdmin ? 'primary' : 'default'}
          variant={chip.isAdmin ? 'filled' : 'outlined'}
        />
      ))}
      {chips.hidden.length > 0 && (
        <Tooltip title={chips.hidden.map((chip) => chip.label).join(', ')}>
          <Chip
            size="small"
            label={`+${chips.hidden.length}`}
            aria-label={`${chips.hidden.length} more roles`}
          />
        </Tooltip>
      )}
    </Stack>
  );
}
