import { type PayoutExportFormat, payoutFiles } from '@fleetdesk/contract';
import { Divider, ListItemText, MenuItem, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { callEndpoint } from '../../../../api/client';
import { canOpen } from '../../../../app/guards/access';
import { useViewer } from '../../../../app/guards/useViewer';
import { openDialog } from '../../../../ui/dialogs/dialogStore';
import { usePayoutFiltersQuery, usePayoutFiltersStore } from '../payoutFiltersStore';
import { usePayoutFilesStore } from './payoutFilesStore';
import { useQuickbooksStatus, useStartFileJob } from './useFileJobs';

const EXPORT = { permission: 'payouts.export', fleet: false } as const;
const IMPORT_BANK_FILE = { permission: 'payouts.import-bank-file', fleet: false } as const;

/**
 * The items of the payouts list's Import/export menu (spec 2 §2, §7): exports of every payout (or the
 * one chosen company's) and of the list's filters in the chosen format, the ACH file, the bank file
 * import and the QuickBooks import. Items are greyed out without their permission key; QuickBooks
 * also when it is not connected.
 */
export function PayoutFilesMenu({ onDone }: { onDone: () => void }) {
  const viewer = useViewer();
  const mayExport = canOpen(EXPORT, viewer);
  const mayImport = canOpen(IMPORT_BANK_FILE, viewer);
  const filters = usePayoutFiltersQuery();
  const companyIds = usePayoutFiltersStore((state) => state.companyIds);
  const format = usePayoutFilesStore((state) => state.format);
  const quickbooks = useQuickbooksStatus();
  const isConnected = quickbooks.data?.connected ?? false;
  const exporting = useStartFileJob({ isImport: false, onStarted: onDone });
  const importing = useStartFileJob({ isImport: true, onStarted: onDone });
  const busy = exporting.isPending || importing.isPending;
  const [company] = companyIds.length === 1 ? companyIds : [];

  return [
    <MenuItem key="format" disabled={!mayExport} sx={{ '&:hover': { bgcolor: 'transparent' } }} disableRipple>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={format}
        aria-label="Export format"
        onChange={(_event, next: PayoutExportFormat | null) =>
          next && usePayoutFilesStore.setState({ format: next })
        }
      >
        <ToggleButton value="csv">CSV</ToggleButton>
        <ToggleButton value="xlsx">XLSX</ToggleButton>
      </ToggleButtonGroup>
    </MenuItem>,
    <MenuItem
      key="export"
      disabled={!mayExport || busy}
      onClick={() =>
        exporting.mutate(() =>
          callEndpoint(payoutFiles.exportPayouts, { body: { company_id: company, format } }),
        )
      }
    >
      Export
    </MenuItem>,
    <MenuItem
      key="export-with-filter"
      disabled={!mayExport || busy}
      onClick={() =>
        exporting.mutate(() =>
          callEndpoint(payoutFiles.exportPayoutsWithFilter, { body: { ...filters, format } }),
        )
      }
    >
      Export with filter
    </MenuItem>,
    <MenuItem
      key="ach"
      disabled={!mayExport || busy}
      onClick={() => exporting.mutate(() => callEndpoint(payoutFiles.createAchFile))}
    >
      ACH file
    </MenuItem>,
    <Divider key="divider" />,
    <MenuItem
      key="bank-file"
      disabled={!mayImport}
      onClick={() => {
        onDone();
        openDialog('importBankFile', {});
      }}
    >
      Import bank file
    </MenuItem>,
    <MenuItem
      key="quickbooks"
      disabled={!mayExport || !isConnected || busy}
      onClick={() => importing.mutate(() => callEndpoint(payoutFiles.importQuickbooks))}
    >
      <ListItemText
        primary="Import QuickBooks"
        secondary={quickbooks.data && !isConnected ? 'QuickBooks is not connected' : undefined}
      />
    </MenuItem>,
  ];
}
