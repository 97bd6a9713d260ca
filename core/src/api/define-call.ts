/** A call of the API: its path, and the zod schemas of its request body and response. */
import { z } from 'zod';

export interface ApiCall<Req extends z.ZodType, Res extends z.ZodType> {
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
}

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(path: string, request: Req, response: Res): ApiCall<Req, Res> {
  return { path, request, response };
}

export type RequestOf<C> = C extends ApiCall<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<C> = C extends ApiCall<z.ZodType, infer Res> ? z.output<Res> : never;

/** Error bodies: { error: { code, message, issues? } }. */
export const apiErrorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'unprocessable',
  'too_many_requests',
  'unavailable',
  'internal',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];
export const apiErrorBody = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

export const dataOf = <T extends z.ZodType>(data: T) => z.object({ data });
