import { describe, expect, it } from 'vitest';
import { addPending, inviteOptions, invitablePeople, pendingKey, resolveTyped, toSharee, validEmail, type InviteContext } from './share-invite.ts';

const person = (id: number, email: string, firstName = '', lastName = '') => ({ id, email, firstName, lastName });

const context = (over: Partial<InviteContext> = {}): InviteContext => ({
  users: [
    person(1, 'owner@x.com', 'Olive', 'Owner'),
    person(2, 'me@x.com', 'Me', 'Self'),
    person(3, 'ann@x.com', 'Ann', 'Lee'),
    person(4, 'bob@x.com', 'Bob', 'Ray'),
  ],
  groups: [
    { id: 9, title: 'Designers', memberCount: 2 },
    { id: 10, title: 'Empty', memberCount: 0 },
  ],
  pending: [],
  involved: [{ id: 1, email: 'owner@x.com' }],
  ownerId: 1,
  selfId: 2,
  ...over,
});

describe('share invite suggestions', () => {
  it('leaves out the owner, oneself, the involved and the pending', () => {
    expect(invitablePeople(context()).map((u) => u.id)).toEqual([3, 4]);
    const busy = context({
      involved: [
        { id: 1, email: 'owner@x.com' },
        { id: 3, email: 'ann@x.com' },
      ],
      pending: [{ kind: 'email', email: 'bob@x.com' }],
    });
    expect(invitablePeople(busy)).toEqual([]);
  });

  it('offers people, groups with members matching the text, and a valid unknown email as "{text}" (valid email)', () => {
    expect(inviteOptions('design', context({ users: [] })).map((o) => o.label)).toEqual(['Designers (group of 2)']);
    expect(inviteOptions('New@Guest.com', context({ users: [] })).map((o) => o.label)).toEqual(['"New@Guest.com" (valid email)']);
    expect(inviteOptions('New@Guest.com', context({ users: [] })).at(-1)?.pending).toEqual({ kind: 'email', email: 'new@guest.com' });
    expect(inviteOptions('not an email', context({ users: [], groups: [] }))).toEqual([]);
    // An email someone known has is offered as that person, not as a bare email.
    expect(inviteOptions('ann@x.com', context({ groups: [] })).map((o) => o.key)).toEqual(['user-3']);
    // Suggestions answered for an earlier term are narrowed to the text typed now (email or name).
    expect(inviteOptions('ray', context({ groups: [] })).map((o) => o.key)).toEqual(['user-4']);
    expect(inviteOptions('owner@x.com', context({ users: [], groups: [] }))).toEqual([]);
  });

  it('a pending group is not offered again; pending entries are unique', () => {
    const group = { kind: 'group', userGroupId: 9, title: 'Designers', memberCount: 2 } as const;
    expect(inviteOptions('', context({ users: [], pending: [group] }))).toEqual([]);
    expect(addPending([group], group)).toHaveLength(1);
    expect(pendingKey(group)).toBe('group-9');
    expect(toSharee(group)).toEqual({ userGroupId: 9 });
    expect(toSharee({ kind: 'user', userId: 3, email: 'ann@x.com', name: 'Ann Lee' })).toEqual({ userId: 3 });
  });

  it('Add takes the suggested person with that email or the valid email, else nothing', () => {
    expect(resolveTyped('bob@x.com', context())).toMatchObject({ kind: 'user', userId: 4 });
    expect(resolveTyped('someone@new.org', context())).toEqual({ kind: 'email', email: 'someone@new.org' });
    expect(resolveTyped('owner@x.com', context())).toBeNull();
    expect(resolveTyped('bob', context())).toBeNull();
    expect(resolveTyped('  ', context())).toBeNull();
    expect(validEmail(' A@B.co ')).toBe('a@b.co');
    expect(validEmail('a@b')).toBeNull();
  });
});
