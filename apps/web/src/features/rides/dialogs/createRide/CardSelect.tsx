import { ENDPOINTS } from '@fleetdesk/contract';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../api/endpointQuery';

interface CardSelectProps {
  riderId: number | undefined;
  value: number | undefined;
  onChange: (cardId: number) => void;
  onAddCard: () => void;
  error?: string;
  isAdding: boolean;
}

/** The rider's saved cards (brand and last four) and a way to add one. */
export function CardSelect({ riderId, value, onChange, onAddCard, error, isAdding }: CardSelectProps) {
  const cards = useQuery({
    ...endpointQuery(ENDPOINTS['riders.cards'], { params: { rider_id: riderId ?? 0 } }),
    enabled: riderId !== undefined,
  });
  const list = cards.data?.cards ?? [];
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextField
        select
        label="Card"
        value={list.some((card) => card.id === value) ? value : ''}
        onChange={(event) => onChange(Number(event.target.value))}
        error={Boolean(error)}
        helperText={error ?? (list.length === 0 ? 'No saved cards' : undefined)}
        sx={{ flex: 1 }}
        size="small"
      >
        {list.map((card) => (
          <MenuItem key={card.id} value={card.id}>
            {card.brand.toUpperCase()} •••• {card.number} ({String(card.exp_month).padStart(2, '0')}/
            {String(card.exp_year).slice(-2)})
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={onAddCard} loading={isAdding}>
        Add card
      </Button>
    </Stack>
  );
}
