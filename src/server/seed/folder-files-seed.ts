import { FILE_KINDS, type FileType } from '../../domain/resources/accepted-file-types.ts';
import { insertRows } from '../db/batch-insert.ts';
import type { Db } from '../db/connect.ts';
import { files, folders } from '../db/schema/index.ts';

/**
 * A company folder holding `count` files (rows only: listing never reads the file store), for the
 * listing's scale test and the benchmark: one in ten a video, one in three an image, the rest
 * documents, named so that their order by name is not their order of insertion.
 */
export async function seedFolderFiles(
  db: Db,
  options: { companyId: string; count: number; folderId?: string; name?: string },
): Promise<string> {
  const { companyId, count } = options;
  const [folder] = await db
    .insert(folders)
    .values({
      ...(options.folderId ? { id: options.folderId } : {}),
      companyId,
      name: options.name ?? 'Scanned leases',
      folderType: 'Company',
    })
    .returning({ id: folders.id });
  if (!folder) throw new Error('the folder was not created');
  const kindOf = (i: number): FileType =>
    i % 10 === 0 ? FILE_KINDS.video : i % 3 === 0 ? FILE_KINDS.image : FILE_KINDS.document;
  await insertRows(
    db,
    files,
    Array.from({ length: count }, (_, i) => ({
      companyId,
      folderId: folder.id,
      kind: kindOf(i),
      name: `Lease ${String(count - i).padStart(6, '0')}`,
      fileName: `lease-${i}.pdf`,
      contentType: 'application/pdf',
      size: 1000,
      storageKey: `${companyId}/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    })),
  );
  return folder.id;
}
