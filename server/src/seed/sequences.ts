/** Moves every serial id sequence past the largest id, after records were inserted with explicit ids. */
import type { MikroORM } from '@mikro-orm/postgresql';

export async function bumpIdSequences(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  for (const meta of Object.values(orm.getMetadata().getAll())) {
    const pk = meta.primaryKeys.length === 1 ? meta.properties[meta.primaryKeys[0]!] : undefined;
    if (!pk || !pk.autoincrement || meta.embeddable || !meta.tableName) continue;
    const table = `"${meta.tableName}"`;
    const column = pk.fieldNames[0]!;
    await em.execute(`select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max("${column}") from ${table}), 0) + 1, false)`);
  }
}
