#!/usr/bin/env node
// The browser tests drive Debian's Chromium (no browser downloads here). Installs it with apt when
// it is missing and we are root; otherwise says exactly what to install.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./chromium.mjs";

if (!existsSync(chromiumPath)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is not at ${chromiumPath}. Install Debian's package (sudo apt-get install -y chromium),\n` +
        "or set CHROMIUM_PATH to a Chromium binary, then run the tests again.",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests (apt-get)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing.`);
    process.exit(1);
  }
}
