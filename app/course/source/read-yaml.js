// One YAML file of the course, read for the compiler from the map of the course's files: its parsed
// value, or undefined once `report` has been told the file is missing or is not valid YAML (an empty
// file parses to null, not undefined).
import { parse as parseYaml } from "yaml";

/**
 * @param {Record<string, string>} files the course's files, by path under content/course
 * @param {string} file the path of the one to read
 * @param {(rule: string, file: string, message: string) => void} report
 */
export function readYaml(files, file, report) {
  const text = files[file];
  if (typeof text !== "string") return (report("missing-file", file, "is missing"), undefined);
  try {
    return parseYaml(text);
  } catch (error) {
    return (report("invalid-yaml", file, `is not valid YAML: ${String(error?.message ?? error).split("\n")[0]}`), undefined);
  }
}
