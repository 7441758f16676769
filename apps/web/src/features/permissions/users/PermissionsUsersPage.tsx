import { MESSAGES, type PermissionsUser, permissions, USERS_PAGING_OPTIONS } from '@fleetdesk/contract';
import Add from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Chip,
  LinearProgress,
  Paper,
  Stack,
  TableContainer,
  TablePagination,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '../../../api/endpointQuery';
import { openDialog } from '../../../ui/dialogs/dialogStore';
import { useListSearch } from '../../../ui/listSearch';
import { useMaySubmit } from '../../../ui/NoAccess';
import { type SortableColumn, SortableTable } from '../../../ui/table/SortableTable';
import { permissionsQuery } from '../api';
import { PermissionsTabs } from '../PermissionsTabs';
import { RoleChips } from './RoleChips';
import { UsersFilters } from './UsersFilters';
import { fullName, INITIAL_USERS_VIEW, usersQueryOf } from './usersView';

const COLUMNS: readonly SortableColumn<PermissionsUser, never>[] = [
  { label: 'Name', cell: fullName },
  { label: 'Email', cell: (user) => user.email },
  { label: 'Phone', cell: (user) => user.phone_number ?? '' },
  { label: 'Roles', cell: (user) => <RoleChips user={user} /> },
  {
    label: 'Status',
    cell: (user) => (
      <Chip
        size="small"
        label={user.status === 'active' ? 'Active' : 'Disabled'}
        color={user.status === 'active' ? 'success' : 'default'}
        variant="outlined"
      />
    ),
  },
];

/** /permissions/users (spec 3 §2, spec 2 §2): staff users with their roles; ADD USER and a row open the user form. */
export function PermissionsUsersPage() {
  const [view, setView] = useState(INITIAL_USERS_VIEW);
  const typed = useListSearch(permissions.listPermissionUsers, view.search);
  const list = useQuery({
    ...endpointQuery(permissions.listPermissionUsers, {
      query: usersQueryOf({ ...view, search: typed.search }),
    }),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery(permissionsQuery).data?.roles ?? [];
  const rows = list.data?.users.data ?? [];
  // Adding a user is a write of the area (permissions.update, decision 12); a row still opens for reading.
  const mayAdd = useMaySubmit('permissions.update');

  return (
    <Box>
      <PermissionsTabs current="users" />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <UsersFilters
          view={view}
          searchProblem={typed.problem}
          roles={roles}
          onChange={(change) => setView((current) => ({ ...current, ...change, page: 0 }))}
        />
        <Box sx={{ flex: 1 }} />
        {mayAdd && (
          <Button variant="contained" startIcon={<Add />} onClick={() => openDialog('createUser', {})}>
            Add user
          </Button>
        )}
      </Stack>
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label="Loading users" />}</Box>
        <TableContainer sx={{ maxHeight: 'calc(100vh - 330px)' }}>
          <SortableTable
            label="Users"
            columns={COLUMNS}
            rows={rows}
            rowKey={(user) => user.id}
            onOpen={(user) => openDialog('editUser', { user })}
            emptyText={MESSAGES.noData}
            load={list}
          />
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data?.users.total ?? 0}
          page={view.page}
          rowsPerPage={view.perPage}
          rowsPerPageOptions={[...USERS_PAGING_OPTIONS]}
          onPageChange={(_event, page) => setView((current) => ({ ...current, page }))}
          onRowsPerPageChange={(event) =>
            setView((current) => ({ ...current, perPage: Number(event.target.value), page: 0 }))
          }
        />
      </Paper>
    </Box>
  );
}
