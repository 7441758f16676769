import { files } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createFilesService } from './service';

/**
 * Uploads (spec 1 §7, spec 2 §7): general files, rotated copies of images, and a driver's photo. The
 * bytes themselves are served by platform/http/file-downloads.ts (public, or signed and expiring).
 */
export const filesModule: ServerModule = {
  name: 'files',
  routes(deps, { route }) {
    const service = createFilesService(deps);
    route(files.uploadFiles, ({ caller, query, body, ip }) =>
      service.upload(signedIn(caller), { location: query.location, isPublic: query.public, files: body }, ip),
    );
    route(files.rotateImage, ({ caller, body, ip }) =>
      service.rotate(
        signedIn(caller),
        { imageUrl: body.image_url, degree: body.degree, location: body.location, isPublic: body.public },
        ip,
      ),
    );
    route(files.uploadDriverPhoto, ({ caller, params, body, ip }) =>
      service.uploadDriverPhoto(signedIn(caller), params.id, body.selfie, ip),
    );
  },
};
