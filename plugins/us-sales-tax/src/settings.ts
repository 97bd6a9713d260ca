/** The plugin's settings per organisation: states whose rate is never looked up (the organisation sets them itself). */
import { z } from 'zod';

export const usSalesTaxSettings = z.object({
  skipStates: z.array(z.string().regex(/^[A-Z]{2}$/, 'a two-letter state code')).default([]),
});
