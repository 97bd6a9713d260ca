/*
 * Runs before the app's modules (a deferred classic script placed before index.html's module script:
 * deferred and module scripts run in document order, after parsing). The page's Content-Security-Policy
 * forbids eval; zod probes for it with `new Function('')` when its first object schema is built, and
 * the browser reports that as a policy violation even though zod catches the refusal. Jitless zod never
 * probes. zod reads its configuration from this global, so it must be set before any schema is made.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
