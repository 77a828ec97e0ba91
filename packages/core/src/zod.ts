import { z } from 'zod';

// In the browser the store's CSP forbids eval; without this, zod probes `new Function` and the
// page logs a CSP violation. The server keeps zod's faster compiled parsers.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined')
  z.config({ jitless: true });

export { z };
