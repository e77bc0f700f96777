import { apiFetchBlob } from '../../api/http.ts';

/** How long the browser gets to start saving before the object URL is let go. */
const RELEASE_AFTER_MS = 10_000;

/**
 * Saves a stored file under its own name: fetched with the bearer token (a plain link could not
 * send it), then handed to the browser as an object URL. A failure was toasted by the HTTP client.
 */
export async function downloadFile(file: { publicUrl: string; fileName: string }): Promise<void> {
  const blob = await apiFetchBlob(file.publicUrl);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
