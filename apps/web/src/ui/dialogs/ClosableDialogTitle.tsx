import CloseIcon from '@mui/icons-material/Close';
import { DialogTitle, IconButton, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** A dialog's title with its close button (×) at the right, room kept for it. */
export function ClosableDialogTitle(props: {
  children: ReactNode;
  onClose: () => void;
  id?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <DialogTitle id={props.id} sx={[{ pr: 6 }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}>
      {props.children}
      <IconButton aria-label="Close" onClick={props.onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}
