// One YAML file of the course, read for the compiler: its parsed value, or undefined once `report`
// has been told the file is missing or is not valid YAML (an empty file parses to null, not undefined).
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";

export function readYaml(file, report) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    return (report(file, "is missing"), undefined);
  }
  try {
    return parseYaml(text);
  } catch (error) {
    return (report(file, `is not valid YAML: ${error.message.split("\n")[0]}`), undefined);
  }
}
