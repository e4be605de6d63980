/**
 * Reading the CSV files the admins download (RFC 4180 with CRLF, as app/admin/leads-csv.ts
 * writes them, decoded by `Response.text()`, which drops the byte-order mark), quoted cells with commas, quotes and line
 * breaks unquoted. For the export tests.
 */
export interface CsvFile {
  header: string[];
  rows: string[][];
  /** Each row as header label → cell. */
  records: Array<Record<string, string>>;
}

export function parseCsv(text: string): CsvFile {
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = "";
  let isQuoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index]!;
    if (isQuoted) {
      if (character === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') isQuoted = false;
      else cell += character;
    } else if (character === '"') isQuoted = true;
    else if (character === ",") {
      cells.push(cell);
      cell = "";
    } else if (character === "\r" && body[index + 1] === "\n") {
      cells.push(cell);
      lines.push(cells);
      cells = [];
      cell = "";
      index += 1;
    } else cell += character;
  }
  if (cell !== "" || cells.length > 0) throw new Error("the CSV does not end with a line break");
  const [header = [], ...rows] = lines;
  return { header, rows, records: rows.map((row) => Object.fromEntries(header.map((label, column) => [label, row[column] ?? ""]))) };
}
