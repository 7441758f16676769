import { MenuItem, TextField } from '@mui/material';
import { MultiSelect } from '../../../ui/form/MultiSelect';
import { SearchField } from '../../../ui/SearchField';
import type { UsersView } from './usersView';

interface UsersFiltersProps {
  view: UsersView;
  /** Why the search cannot be sent as typed (the list's contract rule), shown under the box. */
  searchProblem: string | null;
  roles: readonly { id: number; name: string; count_admins: number }[];
  onChange: (change: Partial<UsersView>) => void;
}

/** Search (from two characters), roles with their admin counts, and status (spec 3 §2). */
export function UsersFilters({ view, searchProblem, roles, onChange }: UsersFiltersProps) {
  return (
    <>
      <SearchField
        value={view.search}
        onChange={(search) => onChange({ search })}
        problem={searchProblem}
        placeholder="Name, email or phone"
        width={280}
      />
      <MultiSelect
        label="Roles"
        value={view.roleIds}
        options={roles.map((role) => ({ value: role.id, label: `${role.name} (${role.count_admins})` }))}
        onChange={(roleIds) => onChange({ roleIds })}
      />
      <TextField
        size="small"
        select
        label="Status"
        value={view.status}
        onChange={(event) => onChange({ status: event.target.value as UsersView['status'] })}
        sx={{ width: 160 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All</MenuItem>
        <MenuItem value="active">Active</MenuItem>
        <MenuItem value="disabled">Disabled</MenuItem>
      </TextField>
    </>
  );
}
