import { permissions } from '@fleetdesk/contract';
import { Box, Button, LinearProgress, Paper, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { callEndpoint } from '../../../api/client';
import { LoadFailed } from '../../../ui/LoadFailed';
import { SubmitAccess } from '../../../ui/NoAccess';
import { SearchField } from '../../../ui/SearchField';
import { permissionsQuery, useRefreshAfterPermissionsChange } from '../api';
import { PermissionsTabs } from '../PermissionsTabs';
import { type Grants, grantsOf, isChanged, type Matrix, settingsBody } from './matrixModel';
import { PermissionsMatrixTable } from './PermissionsMatrixTable';

/** /permissions/config (spec 3 §2): which roles hold which permissions, edited as a draft and saved at once. */
export function PermissionsConfigPage() {
  // Not refetched on focus: a refetch would start the draft over.
  const matrix = useQuery({ ...permissionsQuery, refetchOnWindowFocus: false });
  return (
    <Box>
      <PermissionsTabs current="config" />
      <LoadFailed what="Permissions" load={matrix} sx={{ mb: 2 }} />
      {matrix.isPending && <LinearProgress aria-label="Loading permissions" />}
      {matrix.data && <MatrixEditor key={matrix.dataUpdatedAt} matrix={matrix.data} />}
    </Box>
  );
}

function MatrixEditor({ matrix }: { matrix: Matrix }) {
  const [saved] = useState<Grants>(() => grantsOf(matrix));
  const [draft, setDraft] = useState<Grants>(saved);
  const [search, setSearch] = useState('');
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterPermissionsChange();
  const save = useMutation({
    mutationFn: () => callEndpoint(permissions.savePermissionSettings, { body: settingsBody(matrix, draft) }),
    onSuccess: ({ message, ...answer }) => {
      enqueueSnackbar(message, { variant: 'success' });
      queryClient.setQueryData(permissionsQuery.queryKey, answer);
      refresh();
    },
  });
  const changed = isChanged(saved, draft);

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <SearchField value={search} onChange={setSearch} placeholder="Permission or group" />
        <Box sx={{ flex: 1 }} />
        <Button
          color="inherit"
          variant="outlined"
          disabled={!changed || save.isPending}
          onClick={() => setDraft(saved)}
        >
          Reset settings
        </Button>
        <SubmitAccess permission="permissions.update">
          <Button
            variant="contained"
            disabled={!changed}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            Save changes
          </Button>
        </SubmitAccess>
      </Stack>
      <Paper variant="outlined">
        <PermissionsMatrixTable matrix={matrix} draft={draft} search={search} onChange={setDraft} />
      </Paper>
    </>
  );
}
