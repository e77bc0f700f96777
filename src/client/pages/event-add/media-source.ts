import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { fileEndpoints } from '../../../../schemas/file.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { UploadProgress } from '../../api/upload-endpoint.ts';
import { useSession } from '../../session/session-context.ts';

/**
 * Where an uploader's media live, whatever holds them: the event, one of its Image Upload steps
 * (the Add Event wizard) or one Image Upload step of a task location (the Perform Task wizard).
 * The media panel, the upload queue and the Next that uploads what was chosen are the same for
 * all of them; only these calls differ.
 */
export type MediaLists = ReplyOf<typeof fileEndpoints.eventMedia>;
export type Media = MediaLists['images'][number];

/**
 * Uploads one file (one request a file: its own progress and Cancel) and answers every media of
 * the target after it; `kept` when the file was not sent but kept on the device to be sent when
 * the connection returns (issue 27).
 */
export type MediaSender = (
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
) => Promise<MediaLists & { kept?: boolean }>;

export interface MediaSource {
  /** What identifies the target in the query cache (the company is added). */
  key: readonly unknown[];
  /** Reads the target's media as stored. */
  list: (signal: AbortSignal) => Promise<MediaLists>;
  send: MediaSender;
}

const cacheKey = (companyId: string | undefined, source: MediaSource) => ['media', companyId, ...source.key];

/** The target's images and videos as stored (nothing is read without a source). */
export function useMedia(source: MediaSource | null) {
  const companyId = useSession().currentCompany?.companyId;
  return useQuery({
    queryKey: source ? cacheKey(companyId, source) : ['media', companyId, null],
    queryFn: ({ signal }): Promise<MediaLists> => (source as MediaSource).list(signal),
    enabled: Boolean(companyId && source),
  });
}

/** Puts an upload's answer (every media of the target after it) where useMedia reads it. */
export function useStoreMedia(source: MediaSource | null) {
  const queryClient = useQueryClient();
  const companyId = useSession().currentCompany?.companyId;
  return (lists: MediaLists) => {
    if (!source) return;
    queryClient.setQueryData<MediaLists>(cacheKey(companyId, source), { images: lists.images, videos: lists.videos });
  };
}
