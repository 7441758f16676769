import { z } from 'zod';

// The server's Content Security Policy allows no eval. Zod compiles fast object parsers with
// `new Function`, and its probe for that is reported as a violation on every page: parse without it.
z.config({ jitless: true });
