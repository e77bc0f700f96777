import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { STEP_TYPES } from '../../domain/procedures/procedure-model.ts';
import { FILE_KINDS } from '../../domain/resources/accepted-file-types.ts';
import type { FileStore } from '../adapters/storage/index.ts';
import { newFileKey } from '../adapters/storage/index.ts';
import type { Db } from '../db/connect.ts';
import { eventSteps, events, files } from '../db/schema/index.ts';
import { IMAGE_COPY_CONTENT_TYPE, makeImageCopies } from '../files/image-copies.ts';

/** A demo photo: the event's location, and whether it is the answer of the event's Image Upload step. */
interface DemoPhoto {
  location: string;
  name: string;
  caption: string;
  colour: string;
  forImageStep?: boolean;
}

const PHOTOS: DemoPhoto[] = [
  {
    location: 'Unit 204 kitchen',
    name: 'burst-pipe.png',
    caption: 'Burst pipe under the sink',
    colour: '#2f6f9f',
    forImageStep: true,
  },
  { location: 'Unit 204 kitchen', name: 'kitchen-floor.png', caption: 'Water on the kitchen floor', colour: '#3d7ea6' },
  { location: 'Unit 204 kitchen', name: 'ceiling-below.png', caption: 'Ceiling stain in unit 104', colour: '#6b8e9f' },
  { location: 'Parking garage', name: 'garage-flooding.png', caption: 'Standing water, level P1', colour: '#4a6b82' },
  {
    location: 'Building A attic',
    name: 'attic-leak.png',
    caption: 'Roof leak over the attic joists',
    colour: '#7a5c3e',
  },
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A 640×480 picture with its caption: enough to see in a slideshow, small enough to seed fast. */
function drawPhoto(photo: DemoPhoto): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="${photo.colour}"/>
    <circle cx="470" cy="170" r="110" fill="#ffffff" fill-opacity="0.18"/>
    <rect x="0" y="380" width="640" height="100" fill="#000000" fill-opacity="0.45"/>
    <text x="32" y="442" font-family="sans-serif" font-size="34" fill="#ffffff">${escapeXml(photo.caption)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function put(store: FileStore, companyId: string, content: Buffer, contentType: string): Promise<string> {
  const key = newFileKey(companyId);
  await store.put(key, Readable.from([content]), { contentType, maxBytes: content.length });
  return key;
}

/**
 * A few photos on the demo events (the pipe burst, the garage flooding, Summit's attic leak),
 * stored through the file store with their thumbnails, one of them as the answer of the pipe
 * burst's Image Upload step. Run on the first start, after the demo data (main.ts).
 */
export async function seedDemoMedia(db: Db, store: FileStore): Promise<void> {
  const found = await db
    .select({ id: events.id, companyId: events.companyId, location: events.location })
    .from(events)
    .where(inArray(events.location, [...new Set(PHOTOS.map((photo) => photo.location))]));
  for (const photo of PHOTOS) {
    const event = found.find((row) => row.location === photo.location);
    if (!event) continue;
    const [imageStep] = photo.forImageStep
      ? await db
          .select({ id: eventSteps.id })
          .from(eventSteps)
          .where(and(eq(eventSteps.eventId, event.id), eq(eventSteps.typeId, STEP_TYPES.imageUpload)))
      : [];
    const content = await drawPhoto(photo);
    const storageKey = await put(store, event.companyId, content, 'image/png');
    const copies = await makeImageCopies(content);
    const thumbnailKey = await put(store, event.companyId, copies.thumbnail, IMAGE_COPY_CONTENT_TYPE);
    const printKey = await put(store, event.companyId, copies.print, IMAGE_COPY_CONTENT_TYPE);
    await db.insert(files).values({
      companyId: event.companyId,
      eventId: event.id,
      questionId: imageStep?.id ?? null,
      kind: FILE_KINDS.image,
      name: photo.name,
      fileName: photo.name,
      contentType: 'image/png',
      size: content.length,
      storageKey,
      thumbnailKey,
      printKey,
    });
  }
}
