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

/**
 * Runs `work` with a question 'has the caller gone?': Cancel in the browser aborts the request,
 * which closes its connection before any answer was sent.
 */
async function whileConnected<T>(request: FastifyRequest, work: (gone: () => boolean) => Promise<T>): Promise<T> {
  const socket = request.raw.socket;
  let closed = false;
  const onClose = () => {
    closed = true;
  };
  // Injected test requests have no real socket: they never go.
  if (typeof socket?.once !== 'function') return work(() => false);
  socket.once('close', onClose);
  try {
    return await work(() => closed || socket.destroyed);
  } finally {
    socket.off('close', onClose);
  }
}

/** One list's import: the fields, then the file read whole (at most the import's 10 MB), then the service. */
function importHandler(resource: ImportResource, upload: UploadSpec) {
  return async (ctx: ServiceContext<Db>, { request }: { request: FastifyRequest }): Promise<ImportReply> => {
    const { fields, files } = await readIncomingUpload<ImportFields>(request, upload);
    const bytes = await readUploadBytes(files, IMPORT_LIMITS.bytes, IMPORT_LIMIT_MESSAGES.bytes);
    return whileConnected(request, (stopped) =>
      importRecords(ctx, resource, bytes, fields, {
        defaultTimeZone: request.server.config.defaultTimeZone,
        mailer: accountMailerOf(request.server),
        stopped,
      }),
    );
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
