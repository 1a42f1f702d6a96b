/**
 * The statements that rebuild `table` with new `columns`, for a change SQLite cannot make in
 * place (a primary key, a CHECK): the rows are copied into `<table>_next` with the `kept` columns
 * (the others take their defaults, a new key its next value), the old table is dropped and the new
 * one renamed over it. The old table's indexes go with it, so the caller creates the ones the new
 * table needs.
 */
export function rebuildTable(table: string, columns: string, kept: readonly string[]): string[] {
  const copied = kept.join(', ');
  // Laid out as the schema files write a table, so the stored definition reads the same.
  return [
    `CREATE TABLE ${table}_next (\n    ${columns}\n  )`,
    `INSERT INTO ${table}_next (${copied})\n   SELECT ${copied} FROM ${table}`,
    `DROP TABLE ${table}`,
    `ALTER TABLE ${table}_next RENAME TO ${table}`,
  ];
}
