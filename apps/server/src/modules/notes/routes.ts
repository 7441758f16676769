import { notes, rides } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createNotesService } from './service';

export const notesModule: ServerModule = {
  name: 'notes',
  routes(deps, { route }) {
    const service = createNotesService(deps);
    route(notes.listNotes, ({ caller, query }) => service.listNotes(signedIn(caller), query));
    route(notes.createNote, ({ caller, body, ip }) => service.createNote(signedIn(caller), body.data, ip));
    // The contract lists it with the ride's other reads; the notes are this module's.
    route(rides.rideNotes, ({ caller, params, query }) =>
      service.loadRideNotes(signedIn(caller), params.id, query.load_webhooks),
    );
  },
};
