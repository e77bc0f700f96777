import { fileEndpoints } from '../../../../schemas/file.ts';
import { ACCEPTED_FILE_TYPES } from '../../../domain/resources/accepted-file-types.ts';
import { on } from '../../context/endpoint-routes.ts';
import { readIncomingUpload } from '../../files/incoming-files.ts';
import { openFile } from './download.ts';
import { resourceRoutes } from './resources/routes.ts';
import { listMedia, uploadMedia } from './upload-media.ts';

const { uploadEventMedia, uploadQuestionMedia } = fileEndpoints;

/** Files (spec 001 §7 'Uploads', 'Resources'): each endpoint of schemas/file.ts and schemas/resource/endpoints.ts and the service that answers it. */
export const fileRoutes = [
  on(fileEndpoints.acceptedTypes, async () => ({
    acceptedFileTypes: ACCEPTED_FILE_TYPES.map(({ type, ext, class: icon, color }) => ({
      type,
      ext,
      class: icon,
      color,
    })),
  })),
  on(fileEndpoints.eventMedia, (ctx, { params }) => listMedia(ctx, { eventId: params.id, questionId: null })),
  on(fileEndpoints.questionMedia, (ctx, { params }) =>
    listMedia(ctx, { eventId: params.id, questionId: params.questionId }),
  ),
  on(uploadEventMedia, async (ctx, { params, request }) => {
    const { files } = await readIncomingUpload(request, uploadEventMedia.upload);
    return uploadMedia(ctx, { eventId: params.id, questionId: null }, files, uploadEventMedia.upload.kinds);
  }),
  on(uploadQuestionMedia, async (ctx, { params, request }) => {
    const { files } = await readIncomingUpload(request, uploadQuestionMedia.upload);
    return uploadMedia(
      ctx,
      { eventId: params.id, questionId: params.questionId },
      files,
      uploadQuestionMedia.upload.kinds,
    );
  }),
  on(fileEndpoints.download, (ctx, { params, query }) => openFile(ctx, params.id, query.thumbnail)),
  ...resourceRoutes,
];
