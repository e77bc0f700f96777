import type { FastifyRequest } from 'fastify';
import { type ImportFields, type ImportReply, importEndpoints } from '../../../../schemas/import.ts';
import type { UploadSpec } from '../../../../schemas/protocol/contract.ts';
import { IMPORT_LIMIT_MESSAGES, IMPORT_LIMITS } from '../../../domain/import/limits.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import { accountMailerOf } from '../../auth/accounts/account-mailer.ts';
import { on } from '../../context/endpoint-routes.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Db } from '../../db/connect.ts';
import { readIncomingUpload } from '../../files/incoming-files.ts';
import { readUploadBytes } from '../../files/upload-bytes.ts';
import { importRecords } from './service.ts';

/** One list's import: the fields, then the file read whole (at most the import's 10 MB), then the service. */
function importHandler(resource: ImportResource, upload: UploadSpec) {
  return async (ctx: ServiceContext<Db>, { request }: { request: FastifyRequest }): Promise<ImportReply> => {
    const { fields, files } = await readIncomingUpload<ImportFields>(request, upload);
    const bytes = await readUploadBytes(files, IMPORT_LIMITS.bytes, IMPORT_LIMIT_MESSAGES.bytes);
    return importRecords(ctx, resource, bytes, fields, {
      defaultTimeZone: request.server.config.defaultTimeZone,
      mailer: accountMailerOf(request.server),
    });
  };
}

const { properties, people, vendors, propertyGroups } = importEndpoints;

/** CSV import (issue 24): each endpoint of schemas/import.ts. */
export const importRoutes = [
  on(properties, importHandler('properties', properties.upload)),
  on(people, importHandler('people', people.upload)),
  on(vendors, importHandler('vendors', vendors.upload)),
  on(propertyGroups, importHandler('propertygroups', propertyGroups.upload)),
];
