import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** What a download endpoint's handler answers: the stored bytes and how to present them. */
export interface FileDownload {
  body: Readable;
  contentType: string;
  size: number;
  /** The name offered when saving it. */
  fileName: string;
  /** Shown in the page (images) rather than saved (everything else). */
  inline: boolean;
}

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name. */
function contentDisposition(download: FileDownload): string {
  const fallback = download.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${download.inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(download.fileName)}`;
}

/**
 * Streams a stored file: never sniffed into something else by the browser (nosniff), never run as
 * a page (a sandboxing CSP with nothing allowed), saved rather than shown unless it is an image.
 */
export function sendFileDownload(reply: FastifyReply, download: FileDownload): FastifyReply {
  return reply
    .header('content-type', download.contentType)
    .header('content-length', String(download.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', contentDisposition(download))
    .send(download.body);
}
