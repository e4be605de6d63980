#!/usr/bin/env node
// `npm run cron`: runs the Worker's scheduled work now (the Cron Trigger's course reminders, quarter
// feedback, admins' e-mails, outbox and clean-ups) on the local server that `npm start` or
// `npm run dev` is running, through its development page /dev/schedule (docs/decisions/082), and
// prints what each step did. What it sent is in http://localhost:${PORT:-8787}/dev/mailbox.
//   PORT=8797 npm run cron
const origin = `http://localhost:${process.env.PORT ?? "8787"}`;

let response;
try {
  response = await fetch(`${origin}/dev/schedule`, {
    method: "POST",
    // A same-site form post, as the page's own button sends it (the Worker refuses any other write).
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
} catch {
  console.error(`✗ Nothing answers at ${origin}: start the site with \`npm start\` (or \`npm run dev\`) first.`);
  process.exit(1);
}
const html = await response.text();
if (response.status === 404) {
  console.error(`✗ ${origin}/dev/schedule answered 404: the scheduled work runs on demand only in development (ENVIRONMENT in .dev.vars).`);
  process.exit(1);
}
if (!response.ok || !html.includes("Run finished")) {
  console.error(`✗ ${origin}/dev/schedule answered ${response.status}; see the server's log.`);
  process.exit(1);
}
const text = (markup) =>
  markup
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
console.log("✓ Ran the scheduled work:");
for (const [, step, report] of html.matchAll(/<th scope="row"[^>]*>([\s\S]*?)<\/th>\s*<td[^>]*>([\s\S]*?)<\/td>/g)) {
  console.log(`  ${text(step).padEnd(20)} ${text(report)}`);
}
console.log(`  What it sent: ${origin}/dev/mailbox`);
