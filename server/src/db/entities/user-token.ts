/**
 * A user's sign-in tokens (the spec's userToken links), stored as SHA-256 hashes with an expiry:
 * a leaked table signs nobody in, an old link stops working, and deleting the row revokes it.
 */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, id, utcDateTime } from '../columns.ts';
import { UserSchema } from './organisation.ts';

export const UserTokenSchema = defineEntity({
  name: 'UserToken',
  tableName: 'user_token',
  properties: {
    id: id(),
    userId: p.manyToOne(UserSchema).mapToPk().fieldName('user_id').deleteRule('cascade').index(),
    /** Hex SHA-256 of the token; the token itself is only ever in the link. */
    tokenHash: p.string().length(64).unique(),
    expires: utcDateTime(),
    created: createdAt(),
  },
});
export type UserToken = InferEntity<typeof UserTokenSchema>;
