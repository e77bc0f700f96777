import { invalidField } from '../../http/errors.ts';

/** What the body's id and the path's id say: create (null) or update this id. 'new' means create. */
export function targetId(pathId: string | undefined, bodyId: string | undefined): string | null {
  const path = pathId?.toLowerCase();
  const body = bodyId?.toLowerCase();
  if (path !== undefined && body !== undefined && body !== path) {
    throw invalidField('id', 'must match the id in the path');
  }
  const id = path ?? body;
  return id === undefined || id === 'new' ? null : id;
}
