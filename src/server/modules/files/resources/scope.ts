import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { meetsNeed } from '../../../../domain/company/permissions.ts';
import {
  FOLDER_TYPE_OF_SCOPE,
  type FolderType,
  RESOURCE_WRITERS,
  type ResourceScopeKind,
} from '../../../../domain/resources/resource-folders.ts';
import type { ServiceContext } from '../../../context/service-context.ts';
import type { Runner } from '../../../db/connect.ts';
import type { files, folders } from '../../../db/schema/index.ts';
import { NotFoundError } from '../../../http/errors.ts';
import { visibleEvent } from '../../events/visibility.ts';
import { canSeeProperty } from '../../properties/visibility.ts';

/**
 * Where a folder or file lives (domain/resource-folders.ts): the company's library, one
 * property's, or one event's documents. Every call of the three path prefixes resolves its scope
 * first — which checks the caller may see the property or the event (404 like an unknown id) —
 * and then reads and writes only rows of that scope.
 */
export interface ResourceScope {
  kind: ResourceScopeKind;
  companyId: string;
  propertyId: string | null;
  eventId: string | null;
  folderType: FolderType;
  /** What holds the root's folders and files (their container_id): the event, the property or the company. */
  rootContainerId: string;
  /** The caller may add, edit, move and delete here (RESOURCE_WRITERS). */
  canManage: boolean;
}

/** What a path names: the company (no id), a property or an event. */
export type ScopeRef =
  | { kind: 'company' }
  | { kind: 'property'; propertyId: string }
  | { kind: 'event'; eventId: string };

/** The scope of a call, once the caller is allowed to see it (404 otherwise). */
export async function resolveScope(db: Runner, ctx: ServiceContext, ref: ScopeRef): Promise<ResourceScope> {
  const { companyId } = ctx.company;
  const canManage = meetsNeed(ctx.company.permissions, RESOURCE_WRITERS[ref.kind]);
  const base = { kind: ref.kind, companyId, folderType: FOLDER_TYPE_OF_SCOPE[ref.kind], canManage };
  if (ref.kind === 'event') {
    const event = await visibleEvent(db, ctx.company, ref.eventId.toLowerCase());
    return { ...base, propertyId: null, eventId: event.id, rootContainerId: event.id };
  }
  if (ref.kind === 'property') {
    const propertyId = ref.propertyId.toLowerCase();
    if (!(await canSeeProperty(db, ctx.company, propertyId))) throw new NotFoundError();
    return { ...base, propertyId, eventId: null, rootContainerId: propertyId };
  }
  return { ...base, propertyId: null, eventId: null, rootContainerId: companyId };
}

/** The rows of `table` (folders or files) that belong to the scope. */
export function inScope(table: typeof folders | typeof files, scope: ResourceScope): SQL {
  return and(
    eq(table.companyId, scope.companyId),
    scope.eventId ? eq(table.eventId, scope.eventId) : isNull(table.eventId),
    scope.propertyId ? eq(table.propertyId, scope.propertyId) : isNull(table.propertyId),
  ) as SQL;
}

/** The scope's columns of a new row (folder or file). */
export function scopeColumns(scope: ResourceScope) {
  return { companyId: scope.companyId, propertyId: scope.propertyId, eventId: scope.eventId };
}
