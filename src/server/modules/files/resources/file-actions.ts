import { and, eq, isNull } from 'drizzle-orm';
import type { ReplyOf } from '../../../../../schemas/protocol/contract.ts';
import type { companyResourceEndpoints } from '../../../../../schemas/resource/endpoints.ts';
import { folderPath, RESOURCE_REFUSALS, ROOT_FOLDER_ID } from '../../../../domain/resources/resource-folders.ts';
import { actingPersonId } from '../../../auth/membership.ts';
import type { ServiceContext } from '../../../context/service-context.ts';
import type { Runner } from '../../../db/connect.ts';
import { files, folders } from '../../../db/schema/index.ts';
import { NotFoundError } from '../../../http/errors.ts';
import { recordResourceChange } from './record.ts';
import { inScope, type ResourceScope } from './scope.ts';

type MoveTargets = ReplyOf<typeof companyResourceEndpoints.moveTargets>;
type MoveReply = ReplyOf<typeof companyResourceEndpoints.moveFile>;

/** A live file of the scope with the name of its folder; another scope's, deleted or unknown: 404. */
async function findFile(db: Runner, scope: ResourceScope, fileId: string) {
  const [file] = await db
    .select({ id: files.id, name: files.name, kind: files.kind, folderId: files.folderId, folderName: folders.name })
    .from(files)
    .leftJoin(folders, eq(folders.id, files.folderId))
    .where(and(inScope(files, scope), eq(files.id, fileId.toLowerCase()), isNull(files.deletedAt)));
  if (!file) throw new NotFoundError();
  return file;
}

/** POST …/resources/files/{id}/delete: soft — the row and the stored object stay, no list or download shows it. */
export async function deleteFile(ctx: ServiceContext, scope: ResourceScope, fileId: string) {
  return ctx.transaction(async (tx) => {
    const file = await findFile(tx.db, scope, fileId);
    await tx.db
      .update(files)
      .set({ deletedAt: tx.clock.now(), deletedByPersonId: actingPersonId(tx.company) })
      .where(eq(files.id, file.id));
    await recordResourceChange(tx, scope, 'file.deleted', file.id, {
      name: file.name,
      kind: file.kind,
      folderName: file.folderName,
    });
    return { success: true };
  });
}

interface ScopeFolder {
  id: string;
  name: string;
  parentId: string | null;
  isArchived: boolean;
}

/** The scope's folders that are reachable (no archived folder on the way), each with its names from the root. */
function reachableFolders(all: readonly ScopeFolder[]): { id: string; names: string[] }[] {
  const children = new Map<string | null, ScopeFolder[]>();
  for (const folder of all) children.set(folder.parentId, [...(children.get(folder.parentId) ?? []), folder]);
  const out: { id: string; names: string[] }[] = [];
  const walk = (parentId: string | null, names: string[]) => {
    for (const folder of children.get(parentId) ?? []) {
      if (folder.isArchived) continue;
      const path = [...names, folder.name];
      out.push({ id: folder.id, names: path });
      walk(folder.id, path);
    }
  };
  walk(null, []);
  return out;
}

async function scopeFolders(db: Runner, scope: ResourceScope): Promise<ScopeFolder[]> {
  return db
    .select({ id: folders.id, name: folders.name, parentId: folders.parentId, isArchived: folders.isArchived })
    .from(folders)
    .where(inScope(folders, scope));
}

/**
 * GET …/resources/files/{id}/moveTargets: where the file may go — the root and every folder of
 * its scope not archived (nor inside an archived one), with its path, sorted by path.
 */
export async function moveTargets(ctx: ServiceContext, scope: ResourceScope, fileId: string): Promise<MoveTargets> {
  const file = await findFile(ctx.db, scope, fileId);
  const targets = reachableFolders(await scopeFolders(ctx.db, scope))
    .map(({ id, names }) => ({ id, path: folderPath(names), isCurrentlyAssignedFolder: id === file.folderId }))
    .sort((a, b) => a.path.localeCompare(b.path));
  return {
    data: {
      folders: [
        { id: ROOT_FOLDER_ID, path: folderPath([]), isCurrentlyAssignedFolder: file.folderId === null },
        ...targets,
      ],
    },
  };
}

/**
 * POST …/resources/files/{id}/move: into the root (-1) or a folder of the file's own scope. A
 * folder elsewhere (another event, property or company, or none at all), an archived one or the
 * current one answers success false with the reason; nothing changes.
 */
export async function moveFile(
  ctx: ServiceContext,
  scope: ResourceScope,
  fileId: string,
  folderId: string,
): Promise<MoveReply> {
  return ctx.transaction(async (tx) => {
    const file = await findFile(tx.db, scope, fileId);
    const targetId = folderId === ROOT_FOLDER_ID ? null : folderId.toLowerCase();
    const refuse = (failureReason: string): MoveReply => ({ data: { success: false, failureReason } });
    let targetName: string | null = null;
    if (targetId) {
      const all = await scopeFolders(tx.db, scope);
      const target = all.find((folder) => folder.id === targetId);
      if (!target) return refuse(RESOURCE_REFUSALS.moveElsewhere(scope.kind));
      if (!reachableFolders(all).some((folder) => folder.id === targetId))
        return refuse(RESOURCE_REFUSALS.moveArchived);
      targetName = target.name;
    }
    if (targetId === file.folderId) return refuse(RESOURCE_REFUSALS.moveSame);
    await tx.db.update(files).set({ folderId: targetId }).where(eq(files.id, file.id));
    await recordResourceChange(tx, scope, 'file.moved', file.id, {
      name: file.name,
      kind: file.kind,
      folderName: targetName,
      fromFolderName: file.folderName,
    });
    return { data: { success: true } };
  });
}
