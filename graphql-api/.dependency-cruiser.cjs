/**
 * The server's module boundaries (README, "Modules and their dependencies"), checked by `npm run lint`.
 *
 * A module is a folder: each `src/modules/<name>/`, and `src/common`, `src/db`, `src/graphql`,
 * `src/seed`, `src/docs`. The files directly in `src/` (app.ts, rest.ts, server.ts, ...) are the
 * composition root: they may import any module's `index.ts`, and nothing in a folder imports them.
 * Type-only imports count like any other. Every folder is checked for import loops (the last one,
 * orders ⇄ planning, samples, inspections and files ⇄ its owners, was broken in issue 21: a lower
 * module asks the higher ones through a port it declares, `orders/order.ports.ts` and
 * `files/attachment.owner.ts`, joined in buildApp, or tells them through a domain event). Side
 * effects across modules (inventory, notifications, e-mails, webhooks) go through domain events:
 * no domain module imports notifications or webhooks to cause them.
 */
/** The composition root and the entry points: nothing in a module folder imports these. */
const ROOT_FILES = '^src/(app|rest|schema|server|index|web|housekeeping|print-schema)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment:
        'Module folders depend one way. When two modules need each other, the lower one publishes a domain ' +
        'event (common/domain-events.ts) that the higher one handles, or declares a port (an interface of what ' +
        'it asks) that the higher one implements and buildApp passes in, or the shared piece moves down.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-root-cycle',
      comment: 'The files in src/ (composition root, entry points) do not import each other in a loop.',
      severity: 'error',
      from: { path: '^src/[^/]+\\.ts$' },
      to: { circular: true },
    },
    {
      name: 'root-files-on-top',
      comment: 'Only the files in src/ (and the docs tools, which start the app) import the composition root.',
      severity: 'error',
      from: { path: '^src/[^/]+/', pathNot: '^src/docs/' },
      to: { path: ROOT_FILES },
    },
    {
      name: 'module-through-index',
      comment:
        "Another module is imported through its public index.ts only, never a file inside it. Entity files are " +
        "the exception: the data model is one graph that MikroORM decorates class by class at load, so an " +
        "entity imports the entities (embeddables, enums) it maps directly, never through an index.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/', pathNot: '\\.entity\\.ts$' },
      to: { path: '^src/modules/[^/]+/.', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'data-model-without-index',
      comment:
        'The data model (entity files, and db/entities.ts that lists them) imports entity files directly: an ' +
        'index would load the whole module (services, routes) while the entities are still being decorated.',
      severity: 'error',
      from: { path: ['\\.entity\\.ts$', '^src/db/entities\\.ts$'] },
      to: { path: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'outside-through-index',
      comment: "Outside src/modules, a module is imported through its public index.ts only.",
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/modules/', '^src/db/entities\\.ts$'] },
      to: { path: '^src/modules/[^/]+/.', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
  ],
  options: {
    // Tests may reach into what they test; they are not part of the dependency structure.
    exclude: { path: ['\\.test\\.ts$', '^src/db/migrations/'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Folder-scoped rules need the folder metrics.
    metrics: true,
  },
};
