import type { fileEndpoints } from '../../../schemas/file.ts';
import type { ReplyOf } from '../../../schemas/protocol/contract.ts';
import { savesOf } from './outbox-store.ts';

type MediaLists = ReplyOf<typeof fileEndpoints.eventMedia>;
type Media = MediaLists['images'][number];

/**
 * Photos and videos taken offline (issue 27) shown with the stored ones until they are sent: the
 * queued upload's blob, as an object URL the gallery opens like a stored file. The last lists the
 * server gave each target stand in for them while it cannot be asked.
 */

const lastStored = new Map<string, MediaLists>();
const urls = new Map<string, string>();

/** What the server last said the target (its upload path) holds. */
export function rememberStored(path: string, lists: MediaLists): MediaLists {
  lastStored.set(path, lists);
  return lists;
}

export function lastStoredOf(path: string): MediaLists {
  return lastStored.get(path) ?? { images: [], videos: [] };
}

function urlOf(id: string, blob: Blob): string {
  let url = urls.get(id);
  if (!url) {
    url = URL.createObjectURL(blob);
    urls.set(id, url);
  }
  return url;
}

/** The stored lists with the owner's uploads to `path` that wait, after them. */
export async function withWaitingMedia(owner: string, path: string, stored: MediaLists): Promise<MediaLists> {
  const waiting: Media[] = (await savesOf(owner))
    .filter((save) => save.path === path && save.files)
    .flatMap((save) =>
      (save.files ?? []).map((file, index) => {
        const id = `waiting-${save.key}-${index}`;
        const url = urlOf(id, file.blob);
        return {
          id,
          name: file.name,
          publicUrl: url,
          contentType: file.blob.type,
          thumbnailUrl: file.blob.type.startsWith('image/') ? url : null,
          size: file.blob.size,
        };
      }),
    );
  const videos = waiting.filter((media) => media.contentType.startsWith('video/'));
  const images = waiting.filter((media) => !media.contentType.startsWith('video/'));
  return { images: [...stored.images, ...images], videos: [...stored.videos, ...videos] };
}
