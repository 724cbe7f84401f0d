import { config, z } from 'zod';

// zod tries `new Function('')` to pick a faster parser; the Content-Security-Policy forbids eval,
// and Chrome reports each try as a CSP issue (Lighthouse's best practices on /login, issue 22).
// Told here, where the shell's forms take zod from, so that zod is not in the first load of every
// page (a signed-in dashboard draws no form).
config({ jitless: true });

export { z };
