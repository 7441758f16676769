import { documents } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { expireDocumentsJob } from './expiry';
import { createDocumentsService } from './service';

/** Documents of drivers and cars (spec 2 §2–§5): list, add, review, delete, and the daily expiry. */
export const documentsModule: ServerModule = {
  name: 'documents',
  routes(deps, { route }) {
    const service = createDocumentsService(deps);
    route(documents.listDocuments, ({ caller, query }) => service.list(signedIn(caller), query));
    route(documents.createDocument, ({ caller, body, ip }) => service.create(signedIn(caller), body, ip));
    route(documents.updateDocument, ({ caller, params, body, ip }) =>
      service.update(signedIn(caller), params.id, body, ip),
    );
    route(documents.deleteDocument, ({ caller, params, ip }) =>
      service.remove(signedIn(caller), params.id, ip),
    );
  },
  jobs: (deps) => [expireDocumentsJob(deps)],
};
