import { describe, expect, it } from 'vitest';
import { type AccessQuestion, canAccess as canAccessIn } from '../../../src/client/providers/resource-access.ts';
import type { Access } from '../../../src/client/rules/navigation.ts';
import { APP_ROUTES } from '../../../src/client/shell/app-routes.ts';
import { PERMISSION_NAMES, type PermissionName } from '../../../src/domain/company/permissions.ts';

const canAccess = (access: Access, question: AccessQuestion) => canAccessIn(access, APP_ROUTES, question);

const access = (permissions: readonly PermissionName[], routineTasks = true): Access => ({
  permissions,
  features: { routineTasks },
});

describe('canAccess (Refine access control)', () => {
  it('a declared resource needs what its route needs', () => {
    expect(canAccess(access(['manageRoles']), { resource: 'roles', action: 'list' }).can).toBe(true);
    expect(canAccess(access(['reportEvents']), { resource: 'roles', action: 'edit' })).toEqual({
      can: false,
      reason: 'You do not have permission to perform this action.',
    });
  });

  it('bespoke pages and derived setup screens alike', () => {
    expect(canAccess(access(['manageUsers']), { resource: 'people', action: 'list' }).can).toBe(true);
    expect(canAccess(access(['manageEventCategories']), { resource: 'documentTypes', action: 'list' }).can).toBe(true);
    expect(canAccess(access(['manageVendors']), { resource: 'vendorTypes', action: 'list' }).can).toBe(false);
  });

  it('uses per-action permissions for events', () => {
    const manager = access(['manageEvents']);
    expect(canAccess(manager, { resource: 'events', action: 'list' }).can).toBe(true);
    expect(canAccess(manager, { resource: 'events', action: 'delete' }).can).toBe(false);
    expect(canAccess(access(['manageEvents', 'deleteEvents']), { resource: 'events', action: 'delete' }).can).toBe(
      true,
    );
    expect(canAccess(access(['reportEvents']), { resource: 'events', action: 'create' }).can).toBe(true);
  });

  it('the Tasks / Inspections procedures follow the company feature', () => {
    expect(canAccess(access(['manageProcedures']), { resource: 'taskProcedures', action: 'list' }).can).toBe(true);
    expect(canAccess(access(['manageProcedures'], false), { resource: 'taskProcedures', action: 'list' }).can).toBe(
      false,
    );
    expect(canAccess(access(['manageProcedures'], false), { resource: 'procedures', action: 'list' }).can).toBe(true);
  });

  it('routine tasks follow the company feature', () => {
    expect(canAccess(access(['manageProcedures']), { resource: 'routineTasks', action: 'list' }).can).toBe(true);
    expect(canAccess(access(['manageProcedures'], false), { resource: 'routineTasks', action: 'list' }).can).toBe(
      false,
    );
  });

  it('an action named as a permission works without a resource', () => {
    expect(canAccess(access(['viewDashboard']), { action: 'viewDashboard' }).can).toBe(true);
    expect(canAccess(access([]), { action: 'viewDashboard' }).can).toBe(false);
  });

  it('refuses unknown resources, even for an admin', () => {
    expect(canAccess(access(PERMISSION_NAMES), { resource: 'mystery', action: 'list' }).can).toBe(false);
    expect(canAccess(access(PERMISSION_NAMES), { resource: 'constructor', action: 'list' }).can).toBe(false);
  });
});
