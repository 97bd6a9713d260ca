/** The fixture kit's call contract, shared by its server entry (which mounts it) and its web entry (which calls it). */
import { z } from 'zod';
import { dataOf, defineCall } from '@configurator/core';
import { FIXTURE_KIT_ID } from './index.ts';

export const movesSeenCall = defineCall(
  `/api/plugins/${FIXTURE_KIT_ID}/moves-seen`,
  z.object({ productOrderId: z.number().int().positive().max(2147483647) }),
  dataOf(z.object({ moves: z.array(z.string()) })),
);
