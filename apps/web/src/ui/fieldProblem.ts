import type { z } from 'zod';

/**
 * Why `value` cannot be sent as `field` of a contract schema (an endpoint's query or body), in the
 * contract's own words, or null when it can: the form shows the server's rule before it asks. Only the
 * field's own issues count, so what else the schema needs does not matter.
 */
export const fieldProblem = (schema: z.ZodType | undefined, field: string, value: unknown): string | null =>
  schema?.safeParse({ [field]: value }).error?.issues.find((issue) => issue.path[0] === field)?.message ??
  null;
