import { describe, expect, it } from "vitest";
import { hasChanges, lineDiff, maxDiffLines } from "~/studio/diff";

const shown = (before: string, after: string) =>
  lineDiff(before, after).lines.map((line) => `${line.kind === "same" ? " " : line.kind === "added" ? "+" : "-"}${line.text}`);

describe("the studio's line diff", () => {
  it("shows equal texts as kept lines only", () => {
    expect(shown("a\nb\nc\n", "a\nb\nc\n")).toEqual([" a", " b", " c"]);
    expect(hasChanges(lineDiff("a\nb", "a\nb").lines)).toBe(false);
  });

  it("marks a changed line as removed then added, keeping the lines around it", () => {
    expect(shown("a\nb\nc", "a\nB\nc")).toEqual([" a", "-b", "+B", " c"]);
    expect(hasChanges(lineDiff("a\nb\nc", "a\nB\nc").lines)).toBe(true);
  });

  it("finds the longest common lines when lines move and appear", () => {
    expect(shown("x\na\nb\nc\ny", "a\nz\nb\nc")).toEqual(["-x", " a", "+z", " b", " c", "-y"]);
  });

  it("diffs from and to an empty text", () => {
    expect(shown("", "a\nb")).toEqual(["+a", "+b"]);
    expect(shown("a\nb\n", "")).toEqual(["-a", "-b"]);
    expect(shown("", "")).toEqual([]);
  });

  it("treats a missing final newline as no change of the last line's words", () => {
    expect(shown("a\nb\n", "a\nb")).toEqual([" a", " b"]);
  });

  it("cuts texts longer than its limit and says so", () => {
    const long = Array.from({ length: maxDiffLines + 5 }, (_, index) => `line ${index}`).join("\n");
    const result = lineDiff(long, long.replace("line 3\n", "line three\n"));
    expect(result.isCut).toBe(true);
    expect(result.lines).toHaveLength(maxDiffLines + 1);
    expect(result.lines.filter((line) => line.kind !== "same").map((line) => line.text)).toEqual(["line 3", "line three"]);
  });
});
