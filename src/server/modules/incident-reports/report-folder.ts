import { and, eq, sql } from 'drizzle-orm';
import { INCIDENT_REPORT_DOCUMENT_TYPE, INCIDENT_REPORT_FOLDER_NAME } from '../../../domain/events/incident-report.ts';
import type { Runner } from '../../db/connect.ts';
import { documentTypes, folders } from '../../db/schema/index.ts';

/**
 * The event's folder for its reports, 'Incident Reports' at the root of its documents: made on the
 * first report (a folder of that name the manager made is used as it is; an archived one comes
 * back, since reports are filed in it).
 */
export async function ensureReportFolder(
  db: Runner,
  event: { companyId: string; eventId: string },
  personId: string | null,
): Promise<string> {
  const find = () =>
    db
      .select({ id: folders.id, isArchived: folders.isArchived })
      .from(folders)
      .where(
        and(
          eq(folders.containerId, event.eventId),
          sql`lower(${folders.name}) = lower(${INCIDENT_REPORT_FOLDER_NAME})`,
        ),
      );
  let [folder] = await find();
  if (!folder) {
    // Two reports asked for at once: folders_container_name_uq keeps one folder, both use it.
    await db
      .insert(folders)
      .values({
        companyId: event.companyId,
        eventId: event.eventId,
        name: INCIDENT_REPORT_FOLDER_NAME,
        notes: 'Incident reports generated from the event.',
        folderType: 'Event',
        createdByPersonId: personId,
      })
      .onConflictDoNothing();
    [folder] = await find();
  }
  if (!folder) throw new Error('the incident report folder was not made');
  if (folder.isArchived) await db.update(folders).set({ isArchived: false }).where(eq(folders.id, folder.id));
  return folder.id;
}

/** The company's 'Incident Report' document type (a system type the demo seed makes; made here for any other company). */
export async function ensureReportDocumentType(db: Runner, companyId: string): Promise<string> {
  const find = () =>
    db
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(
        and(
          eq(documentTypes.companyId, companyId),
          sql`lower(${documentTypes.name}) = lower(${INCIDENT_REPORT_DOCUMENT_TYPE})`,
        ),
      );
  const [found] = await find();
  if (found) return found.id;
  await db
    .insert(documentTypes)
    .values({ companyId, name: INCIDENT_REPORT_DOCUMENT_TYPE, isSystemType: true })
    .onConflictDoNothing();
  const [made] = await find();
  if (!made) throw new Error('the Incident Report document type was not made');
  return made.id;
}
