import { and, eq, ne, sql } from 'drizzle-orm';
import type { BodyOf, ReplyOf } from '../../../../../schemas/protocol/contract.ts';
import type { companyResourceEndpoints } from '../../../../../schemas/resource/endpoints.ts';
import { RESOURCE_REFUSALS } from '../../../../domain/resources/resource-folders.ts';
import { actingPersonId } from '../../../auth/membership.ts';
import type { ServiceContext } from '../../../context/service-context.ts';
import type { Runner } from '../../../db/connect.ts';
import { folders } from '../../../db/schema/index.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { recordResourceChange } from './record.ts';
import { childCountOf, containerOf, findFolder, folderColumns, folderOf, qualifiedId } from './rows.ts';
import type { ResourceScope } from './scope.ts';

type FolderInput = BodyOf<typeof companyResourceEndpoints.saveFolder>;
type SaveReply = ReplyOf<typeof companyResourceEndpoints.saveFolder>;

const refused = (failureReason: string): SaveReply => ({ success: false, failureReason });

async function nameTaken(db: Runner, containerId: string, name: string, exceptId?: string): Promise<boolean> {
  const [clash] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(
      and(
        eq(folders.containerId, containerId),
        sql`lower(${folders.name}) = lower(${name})`,
        exceptId ? ne(folders.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return clash !== undefined;
}

/**
 * POST …/resources/folders/save: creates a folder (no id) in `parentId` (-1: the root) or edits
 * one's name, notes and archived flag; a folder never moves. A folder or parent of another scope
 * or company is a 404. Refusals answer success false with the reason the browser toasts: a blank
 * name, a name a sibling has (case-insensitive, archived ones too; folders_container_name_uq
 * settles two saves at once), a new folder marked archived, an archived parent.
 */
export async function saveFolder(ctx: ServiceContext, scope: ResourceScope, input: FolderInput): Promise<SaveReply> {
  const name = input.name.trim();
  if (!name) return refused(RESOURCE_REFUSALS.blankName);
  if (!input.id && input.isArchived) return refused(RESOURCE_REFUSALS.newArchived);
  try {
    return await ctx.transaction(async (tx) => {
      const existing = input.id ? await findFolder(tx.db, scope, input.id) : null;
      const parent = existing
        ? existing.parentId
          ? await findFolder(tx.db, scope, existing.parentId)
          : null
        : await findFolder(tx.db, scope, input.parentId);
      if (!existing && parent?.isArchived) return refused(RESOURCE_REFUSALS.archivedParent);
      const containerId = containerOf(scope, parent);
      if (await nameTaken(tx.db, containerId, name, existing?.id)) return refused(RESOURCE_REFUSALS.nameTaken(name));
      const values = { name, notes: input.notes, isArchived: input.isArchived };
      const [saved] = existing
        ? await tx.db
            .update(folders)
            .set({ ...values, updatedAt: tx.clock.now() })
            .where(eq(folders.id, existing.id))
            .returning(folderColumns)
        : await tx.db
            .insert(folders)
            .values({
              ...values,
              companyId: scope.companyId,
              propertyId: scope.propertyId,
              eventId: scope.eventId,
              parentId: parent?.id ?? null,
              folderType: scope.folderType,
              createdByPersonId: actingPersonId(tx.company),
            })
            .returning(folderColumns);
      if (!saved) throw new Error('the folder was not saved');
      await recordResourceChange(tx, scope, 'folder.saved', saved.id, {
        name,
        folderName: parent?.name,
        isNew: !existing,
        isArchived: saved.isArchived,
      });
      const [{ childCount } = { childCount: 0 }] = await tx.db
        .select({ childCount: childCountOf(qualifiedId(folders)) })
        .from(folders)
        .where(eq(folders.id, saved.id));
      return { success: true, folder: folderOf(saved, childCount) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'folders_container_name_uq')) return refused(RESOURCE_REFUSALS.nameTaken(name));
    throw error;
  }
}
