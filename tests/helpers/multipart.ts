import crypto from 'node:crypto';

/** One part of a multipart/form-data body: a text field, or a file with its name and bytes. */
export type Part =
  | { field: string; value: string }
  | { field: string; fileName: string; content: Buffer; type?: string };

/** A multipart/form-data body as a browser's FormData sends it, with its content-type header. */
export function multipartBody(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${crypto.randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'fileName' in part
        ? `form-data; name="${part.field}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
        : `form-data; name="${part.field}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('fileName' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Files under the upload endpoints' part name. */
export const fileParts = (...files: { fileName: string; content: Buffer }[]): Part[] =>
  files.map((file) => ({ field: 'file', ...file }));
