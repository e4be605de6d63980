#!/usr/bin/env node
// `npm run dev`: rebuilds on every change (remix watch) while wrangler serves and reloads the build.
import { spawn } from "node:child_process";
import { bin, buildCourse, inspectorPortFor, quietWranglerEnv, root, run } from "./local-env.mjs";

// The course content is compiled once at start: after editing content/course/, restart `npm run dev`.
await buildCourse();
await run(bin("remix"), ["build"]);
const port = process.env.PORT ?? "8787";
const children = [
  spawn(bin("remix"), ["watch"], { cwd: root, stdio: "inherit", env: quietWranglerEnv }),
  spawn(
    bin("wrangler"),
    ["dev", "--port", port, "--ip", "127.0.0.1", "--inspector-port", String(inspectorPortFor(port)), "--show-interactive-dev-session=false"],
    {
      cwd: root,
      stdio: "inherit",
      env: quietWranglerEnv,
    },
  ),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
