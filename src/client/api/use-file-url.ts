import { useEffect, useState } from 'react';
import { apiFetchBlob } from './http.ts';

/** A stored file as an object URL an `<img>` may show, and how to let it go. */
export interface OpenedFile {
  url: string;
  revoke: () => void;
}

/**
 * Fetches a protected file (a media's thumbnailUrl or publicUrl, which need the bearer token) and
 * makes it an object URL. Quiet: a picture that cannot be read shows a placeholder, not a toast.
 */
export async function openFileUrl(path: string, signal?: AbortSignal): Promise<OpenedFile> {
  // A photo still on the device (taken offline, waiting to be sent) is shown from its own blob URL, kept by its owner.
  if (path.startsWith('blob:')) return { url: path, revoke: () => {} };
  const blob = await apiFetchBlob(path, { signal, quiet: true });
  const url = URL.createObjectURL(blob);
  return { url, revoke: () => URL.revokeObjectURL(url) };
}

export interface FileUrl {
  /** The object URL once loaded; null while loading, without a path, or after a failure. */
  url: string | null;
  failed: boolean;
}

/**
 * A protected image for an `<img src>`: loaded with the token, its object URL revoked when the
 * path changes or the component unmounts (and a load still running is cancelled).
 */
export function useFileUrl(path: string | null | undefined): FileUrl {
  const [state, setState] = useState<FileUrl>({ url: null, failed: false });
  useEffect(() => {
    setState({ url: null, failed: false });
    if (!path) return;
    const controller = new AbortController();
    let opened: OpenedFile | null = null;
    openFileUrl(path, controller.signal).then(
      (file) => {
        if (controller.signal.aborted) {
          file.revoke();
          return;
        }
        opened = file;
        setState({ url: file.url, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      opened?.revoke();
    };
  }, [path]);
  return state;
}
