import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Button, Menu } from '@mui/material';
import { useState } from 'react';
import { PayoutFilesMenu } from './files/PayoutFilesMenu';

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
        <PayoutFilesMenu onDone={() => setAnchor(null)} />
      </Menu>
    </>
  );
}
