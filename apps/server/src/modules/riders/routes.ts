import { MESSAGES, riders } from '@fleetdesk/contract';
import { cardFormOf } from '../../platform/adapters/payments';
import { AppError } from '../../platform/errors';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createRidersService } from './service';

export const ridersModule: ServerModule = {
  name: 'riders',
  routes(deps, { route }) {
    const service = createRidersService(deps);
    route(riders.listRiders, ({ query, scope }) => service.listRiders(query, scope));
    route(riders.createRider, ({ caller, body, ip }) => service.createRider(signedIn(caller), body, ip));
    route(riders.getCardForm, async () => cardFormOf(deps.config));
    route(riders.listPaymentCards, ({ params, scope }) => service.listPaymentCards(params.rider_id, scope));
    route(riders.addPaymentCard, ({ caller, params, body, ip }) =>
      service.addPaymentCard(signedIn(caller), params.rider_id, body.token, ip),
    );
    route(riders.addPaymentMethod, ({ caller, params, body, ip }) => {
      // Where browsers tokenise cards, a number must not pass through here at all (decision 181).
      if (cardFormOf(deps.config).browser_tokeniser === 'stripe')
        throw new AppError('conflict', MESSAGES.cardFieldsRefused);
      return service.addPaymentMethod(signedIn(caller), params.rider_id, body, ip);
    });
  },
};
