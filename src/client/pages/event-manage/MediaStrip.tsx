import type { EventForDisplay } from './event-manage-api.ts';

type Media = EventForDisplay['images'][number];

/** Placeholder until the images panel lands: the pictures' names. */
export function MediaStrip({ media }: { media: Media[] }) {
  return <span>{media.map((item) => item.name).join(', ')}</span>;
}
