/**
 * Batched multi-row inserts for the seeder: one INSERT ... SELECT FROM unnest($1::type[], ...) per
 * chunk, so 50,000 products need a few hundred statements rather than hundreds of thousands.
 * Array and jsonb columns travel as text and are cast on the way in (unnest would flatten arrays).
 */
import type { Queryable } from '../../db/client';

export type ColumnType = 'int' | 'numeric' | 'text' | 'date' | 'timestamptz' | 'bool' | 'int[]' | 'text[]' | 'jsonb';

export interface Column {
  name: string;
  type: ColumnType;
}

const paramType = (type: ColumnType) => (type === 'int[]' || type === 'text[]' || type === 'jsonb' ? 'text' : type);

/** Postgres array literal for an int[] or text[] column: {1,2} or {"a","b"}. */
export function arrayLiteral(values: ReadonlyArray<number | string>): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}

export async function bulkInsert(
  db: Queryable,
  table: string,
  columns: readonly Column[],
  rows: ReadonlyArray<readonly unknown[]>,
  chunkSize = 2000
): Promise<void> {
  const names = columns.map((c) => c.name);
  const aliases = columns.map((_, i) => `c${i}`);
  const select = columns.map((c, i) => (paramType(c.type) === c.type ? aliases[i] : `${aliases[i]}::${c.type}`)).join(', ');
  const unnest = columns.map((c, i) => `$${i + 1}::${paramType(c.type)}[]`).join(', ');
  const sql = `INSERT INTO ${table} (${names.join(', ')}) SELECT ${select} FROM unnest(${unnest}) AS u(${aliases.join(', ')})`;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const params = columns.map((column, i) =>
      chunk.map((row) => {
        const value = row[i];
        if (value === null || value === undefined) return null;
        if (column.type === 'int[]' || column.type === 'text[]') return arrayLiteral(value as Array<number | string>);
        if (column.type === 'jsonb') return JSON.stringify(value);
        return value;
      })
    );
    await db.query(sql, params);
  }
}
