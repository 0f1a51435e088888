import { z } from 'zod';

// The shop's content security policy allows no eval. Zod would otherwise probe for it with
// `new Function` while building an object schema: the probe fails quietly, but the browser
// still reports it as a policy violation. Every schema imports `z` from here, so this runs first.
z.config({ jitless: true });

export { z };
export type { ZodType } from 'zod';
