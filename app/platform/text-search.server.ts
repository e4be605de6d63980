/**
 * The one way a text someone typed is matched in SQL (docs/decisions/020-hostile-input.md): as a
 * substring, with `instr`, never as a LIKE or GLOB pattern. D1 refuses a LIKE pattern over 50 bytes
 * (a search of 49 letters, or of 25 `%` once escaped, was a server error), and `instr` reads no
 * wildcards, so nothing is escaped, any length the form allows works and the results are exact.
 */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/** Whether `column` contains `text`, ignoring ASCII case (as LIKE did: SQLite's `lower` folds ASCII only). */
export function containsText(column: SQLWrapper, text: string): SQL {
  return sql`instr(lower(${column}), lower(${text})) > 0`;
}
