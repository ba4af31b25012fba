import type { MessageKind, MessageStatus } from '../db/schema';
import type { StaffRole } from '../staff/staff-permissions';

// The three kinds of message in the staff inbox, and who sees each (docs/decisions/0040-staff-inboxes.md). The
// permission table lets the inbox's roles reach its routes; this map narrows each person to the kinds their work
// needs: support answers visitors and tickets, investor relations the investors.

export const MESSAGE_KINDS = ['contact', 'investor', 'support'] as const satisfies readonly MessageKind[];
export const MESSAGE_STATUSES = ['new', 'in-progress', 'done'] as const satisfies readonly MessageStatus[];

export const MESSAGE_KIND_ROLES: Readonly<Record<MessageKind, readonly StaffRole[]>> = {
  contact: ['admin', 'support'],
  investor: ['admin', 'investor-relations'],
  support: ['admin', 'support'],
};

/** The kinds a person with `roles` sees, in MESSAGE_KINDS's order. */
export function selectVisibleKinds(roles: readonly StaffRole[]): MessageKind[] {
  return MESSAGE_KINDS.filter((kind) => MESSAGE_KIND_ROLES[kind].some((role) => roles.includes(role)));
}

/** The audit trail's name of a message, e.g. `message:contact:12`. */
export function formatMessageTarget(kind: MessageKind, id: number): string {
  return `message:${kind}:${id}`;
}
