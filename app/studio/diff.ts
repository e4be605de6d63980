/**
 * A line diff for the studio's "changes since the published version": the longest common
 * subsequence of the two texts' lines, then every line as kept, removed or added, in order.
 * Client-safe and dependency-free. Quadratic in lines, so the texts are cut to `maxDiffLines`
 * each (a lesson is a few hundred lines); past that the diff says it is cut.
 */
export type DiffLine = { kind: "same" | "removed" | "added"; text: string };

export const maxDiffLines = 2000;

export function lineDiff(before: string, after: string): { lines: DiffLine[]; isCut: boolean } {
  const a = splitLines(before);
  const b = splitLines(after);
  const isCut = a.length > maxDiffLines || b.length > maxDiffLines;
  const left = a.slice(0, maxDiffLines);
  const right = b.slice(0, maxDiffLines);

  // Common head and tail first: most edits touch a few lines of a long text.
  let head = 0;
  while (head < left.length && head < right.length && left[head] === right[head]) head++;
  let tail = 0;
  while (tail < left.length - head && tail < right.length - head && left[left.length - 1 - tail] === right[right.length - 1 - tail]) tail++;
  const midLeft = left.slice(head, left.length - tail);
  const midRight = right.slice(head, right.length - tail);

  const lines: DiffLine[] = left.slice(0, head).map((text) => ({ kind: "same", text }));
  lines.push(...middle(midLeft, midRight));
  lines.push(...left.slice(left.length - tail).map((text): DiffLine => ({ kind: "same", text })));
  return { lines, isCut };
}

/** Whether two texts differ at all, line by line (a diff with no added or removed line). */
export function hasChanges(lines: readonly DiffLine[]): boolean {
  return lines.some((line) => line.kind !== "same");
}

function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  // A text ending in a newline has no empty last line to show.
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** The LCS table of the middle, walked from the start: removals before additions at each change. */
function middle(a: readonly string[], b: readonly string[]): DiffLine[] {
  const rows = a.length;
  const columns = b.length;
  // lengths[i * (columns + 1) + j]: the LCS of a[i..] and b[j..].
  const lengths = new Uint32Array((rows + 1) * (columns + 1));
  const at = (i: number, j: number) => lengths[i * (columns + 1) + j] ?? 0;
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      lengths[i * (columns + 1) + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    if (a[i] === b[j]) {
      lines.push({ kind: "same", text: a[i] ?? "" });
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) {
      lines.push({ kind: "removed", text: a[i] ?? "" });
      i++;
    } else {
      lines.push({ kind: "added", text: b[j] ?? "" });
      j++;
    }
  }
  for (; i < rows; i++) lines.push({ kind: "removed", text: a[i] ?? "" });
  for (; j < columns; j++) lines.push({ kind: "added", text: b[j] ?? "" });
  return lines;
}
