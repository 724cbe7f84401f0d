import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPortalSchema, schemaSdl } from './schema';

/**
 * Writes the GraphQL schema the server serves to graphql-api/schema.graphql, the input of the
 * front-end codegen (codegen.yml). Sorted, so the file only changes when the schema does.
 */
async function main() {
  const schema = await buildPortalSchema();
  const target = join(__dirname, '..', 'schema.graphql');
  writeFileSync(target, schemaSdl(schema));
  console.log(`Wrote ${target}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
