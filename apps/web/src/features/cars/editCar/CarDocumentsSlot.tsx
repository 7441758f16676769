import { Typography } from '@mui/material';

/** The car's documents panel; the documents area's panel takes this place. */
export function CarDocumentsSlot(_props: { carId: number; readOnly: boolean }) {
  return (
    <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>
      Documents
    </Typography>
  );
}
