/**
 * CSV for spreadsheets (RFC 4180, CRLF), UTF-8 with a byte-order mark so Excel reads accents.
 * A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * gets a leading apostrophe: a lead typed by a stranger must never execute on an admin's machine.
 * Small files are built whole (`toCsv`); the admins' exports, which grow with the leads, are
 * streamed page by page (`csvStreamResponse`, decision 052).
 */
const formulaStart = /^[=+\-@\t\r]/;
const byteOrderMark = "\uFEFF";

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(row: ReadonlyArray<unknown>): string {
  return `${row.map(csvCell).join(",")}\r\n`;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  return `${byteOrderMark}${rows.map(csvLine).join("")}`;
}

/** Rows, one page at a time: each call reads the next page (keyset, never OFFSET); an empty page ends the file. */
export type CsvPages = () => Promise<ReadonlyArray<ReadonlyArray<unknown>>>;

/**
 * A CSV file as a stream: the mark and the header at once, then one page of rows each time the
 * reader wants more. Only the page being written is in memory, whatever the number of rows; a
 * reader that goes away stops the reading. A page that fails ends the download in error (the
 * browser shows it failed) and is logged: never a file that looks complete and is not.
 */
function csvStream(header: ReadonlyArray<unknown>, nextPage: CsvPages, name: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let isDone = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`${byteOrderMark}${csvLine(header)}`));
      },
      async pull(controller) {
        try {
          const rows = await nextPage();
          if (isDone) return;
          if (rows.length === 0) {
            isDone = true;
            controller.close();
            return;
          }
          let text = "";
          for (const row of rows) text += csvLine(row);
          controller.enqueue(encoder.encode(text));
        } catch (error) {
          isDone = true;
          console.error(JSON.stringify({ level: "error", event: "csv_export_failed", file: name, message: String(error) }));
          controller.error(error);
        }
      },
      cancel() {
        isDone = true;
      },
    },
    // One page ahead at most: the next page is read while the reader takes this one.
    { highWaterMark: 1 },
  );
}

/** The download: a streamed CSV named `<name>-<YYYY-MM-DD>.csv`, never cached. */
export function csvStreamResponse(name: string, header: ReadonlyArray<unknown>, nextPage: CsvPages): Response {
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csvStream(header, nextPage, name), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
