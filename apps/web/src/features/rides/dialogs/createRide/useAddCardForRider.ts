import { ENDPOINTS } from '@fleetdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../../../api/client';
import { reportError } from '../../../../api/reportError';
import { openDialog } from '../../../../ui/dialogs/dialogStore';
import { cardDialogKey, cardFormQuery } from '../squareCard/cardForm';
import { useRideDraftStore } from './rideDraftStore';
import type { PassengerValues } from './wizardSchemas';

/**
 * "Add card" in step 3. A card belongs to a rider, so a new passenger is saved as a rider first
 * (POST /riders); the booking then names that rider. The deployment's card form decides the dialog:
 * squareCard where the browser tokenises the card, addCard where only the server can (decision 181).
 */
export function useAddCardForRider(
  companyId: number,
  passenger: PassengerValues,
  onCardSaved: (cardId: number) => void,
) {
  const queryClient = useQueryClient();
  const [isCreatingRider, setIsCreatingRider] = useState(false);
  const setRiderId = useRideDraftStore((draft) => draft.setRiderId);

  const riderIdOf = async (): Promise<number> => {
    if (passenger.rider_id !== undefined) return passenger.rider_id;
    const { rider } = await callEndpoint(ENDPOINTS['riders.create'], {
      body: {
        first_name: passenger.first_name,
        last_name: passenger.last_name,
        phone_number: passenger.phone_number || undefined,
        email: passenger.email || undefined,
        company_id: companyId,
      },
    });
    setRiderId(rider.id);
    return rider.id;
  };

  const start = async () => {
    setIsCreatingRider(true);
    try {
      const [riderId, cardForm] = await Promise.all([riderIdOf(), queryClient.fetchQuery(cardFormQuery())]);
      openDialog(cardDialogKey(cardForm), { riderId, onSaved: (card) => onCardSaved(card.id) });
    } catch (error) {
      reportError(error);
    } finally {
      setIsCreatingRider(false);
    }
  };
  return { start: () => void start(), isCreatingRider };
}
