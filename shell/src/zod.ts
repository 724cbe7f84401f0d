import { config } from 'zod';

// zod tries `new Function('')` to pick a faster parser; the Content-Security-Policy forbids eval,
// and Chrome reports each try as a CSP issue (Lighthouse's best practices on /login, issue 22).
// Imported for this by each of the shell's forms, so that zod is not in the first load of every
// page (a signed-in dashboard draws no form). The forms take `z` from zod itself: re-exported from
// here, webpack kept all of zod (every locale, 430 KB) instead of the schemas the forms use.
config({ jitless: true });
