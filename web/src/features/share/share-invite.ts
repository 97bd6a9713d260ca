/**
 * What the share popup's invite field offers for the text typed (spec orders §5, sharing): the
 * organisation's people the server suggested (role not left or disabled, not involved, not oneself),
 * minus those already pending or involved and the order owner; user groups (all their members at
 * once); and the typed text itself when it is a valid email nobody known has, shown as
 * "{text}" (valid email). Anything else cannot be added: the field says
 * 'Please enter a valid collaborator or email.'
 */
import { emailAddress, type PendingSharee } from '@configurator/core';

export interface ShareCandidate {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export interface ShareGroup {
  id: number;
  title: string;
  memberCount: number;
}

/** A collaborator waiting for Share: a typed email, a suggested person, or a user group. */
export type PendingCollaborator =
  | { kind: 'email'; email: string }
  | { kind: 'user'; userId: number; email: string; name: string }
  | { kind: 'group'; userGroupId: number; title: string; memberCount: number };

export type InviteOption = { key: string; label: string; pending: PendingCollaborator };

export interface InviteContext {
  /** The server's suggestions for the typed text. */
  users: readonly ShareCandidate[];
  groups: readonly ShareGroup[];
  pending: readonly PendingCollaborator[];
  /** The people already on the order (the owner among them), by id and email. */
  involved: readonly { id: number; email: string }[];
  ownerId: number;
  selfId: number;
}

/** The email a typed text stands for, normalised as the server will (trimmed, lower case), or null. */
export const validEmail = (text: string): string | null => {
  const parsed = emailAddress.safeParse(text);
  return parsed.success ? parsed.data : null;
};

export const fullName = (u: Pick<ShareCandidate, 'firstName' | 'lastName'>): string => `${u.firstName} ${u.lastName}`.trim();

const lower = (s: string) => s.trim().toLowerCase();

export const pendingKey = (p: PendingCollaborator): string =>
  p.kind === 'group' ? `group-${p.userGroupId}` : p.kind === 'user' ? `user-${p.userId}` : `email-${lower(p.email)}`;

export const pendingLabel = (p: PendingCollaborator): string =>
  p.kind === 'group' ? `${p.title} (group of ${p.memberCount})` : p.kind === 'user' && p.name ? `${p.name} (${p.email})` : p.email;

/** What the share call receives for a pending collaborator. */
export const toSharee = (p: PendingCollaborator): PendingSharee =>
  p.kind === 'group' ? { userGroupId: p.userGroupId } : p.kind === 'user' ? { userId: p.userId } : { email: p.email };

const isTaken = (email: string, context: InviteContext) =>
  context.involved.some((u) => lower(u.email) === lower(email)) || context.pending.some((p) => p.kind !== 'group' && lower(p.email) === lower(email));

/** The suggested people who may still be invited: not pending, not involved, not the owner, not oneself. */
export function invitablePeople(context: InviteContext): ShareCandidate[] {
  return context.users.filter(
    (u) => u.id !== context.ownerId && u.id !== context.selfId && !context.involved.some((i) => i.id === u.id) && !isTaken(u.email, context),
  );
}

const userOption = (user: ShareCandidate): InviteOption => {
  const name = fullName(user);
  const pending: PendingCollaborator = { kind: 'user', userId: user.id, email: user.email, name };
  return { key: pendingKey(pending), label: pendingLabel(pending), pending };
};

/** The options for the typed text: suggested people and groups matching it (groups not yet pending), then the typed email. */
export function inviteOptions(text: string, context: InviteContext): InviteOption[] {
  const needle = lower(text);
  // The server matched its answer to the term it was asked; the text may have moved on since.
  const options = invitablePeople(context)
    .filter((u) => !needle || lower(u.email).includes(needle) || lower(fullName(u)).includes(needle))
    .map(userOption);
  for (const group of context.groups) {
    if (group.memberCount === 0 || (needle && !lower(group.title).includes(needle))) continue;
    const pending: PendingCollaborator = { kind: 'group', userGroupId: group.id, title: group.title, memberCount: group.memberCount };
    if (!context.pending.some((p) => pendingKey(p) === pendingKey(pending))) options.push({ key: pendingKey(pending), label: pendingLabel(pending), pending });
  }
  const email = validEmail(text);
  const known = email !== null && (isTaken(email, context) || context.users.some((u) => lower(u.email) === email));
  if (email && !known) options.push({ key: `email-${email}`, label: `"${text.trim()}" (valid email)`, pending: { kind: 'email', email } });
  return options;
}

/** Adds a collaborator to the pending list once. */
export function addPending(pending: readonly PendingCollaborator[], added: PendingCollaborator): PendingCollaborator[] {
  return pending.some((p) => pendingKey(p) === pendingKey(added)) ? [...pending] : [...pending, added];
}

/**
 * What pressing Add (or Enter) with the typed text does: the suggested person with that email, or the
 * typed valid email; otherwise null (the field then says 'Please enter a valid collaborator or email.').
 */
export function resolveTyped(text: string, context: InviteContext): PendingCollaborator | null {
  const email = validEmail(text);
  if (!email) return null;
  const person = invitablePeople(context).find((u) => lower(u.email) === email);
  if (person) return userOption(person).pending;
  return isTaken(email, context) ? null : { kind: 'email', email };
}
