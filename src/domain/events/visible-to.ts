/**
 * Who may see a procedure or an event, in words (spec 001 §5 "Visible Only to Roles": empty
 * means visible to all, 'All'): the procedures' Visible To column and the events CSV's Privacy. Pure.
 */

export const VISIBLE_TO_ALL = 'All';

/** The role names, comma separated, or 'All' when none limit it. */
export function visibleToText(roles: readonly { name: string }[]): string {
  return roles.length === 0 ? VISIBLE_TO_ALL : roles.map((role) => role.name).join(', ');
}
