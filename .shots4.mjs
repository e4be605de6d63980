import { execFileSync } from "node:child_process";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";
const origin = "http://localhost:8791";
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const page = await (await browser.newContext()).newPage();
await page.goto(`${origin}/admin-login`);
await page.fill('input[name="email"]', "admin@example.com");
await page.fill('input[name="password"]', "local-admin-password");
await page.press('input[name="password"]', "Enter");
await page.waitForSelector('input[name="code"]');
const code = execFileSync("node", ["scripts/totp.mjs"]).toString().match(/\d{6}/)[0];
await page.fill('input[name="code"]', code);
await page.press('input[name="code"]', "Enter");
await page.waitForLoadState("networkidle");
console.log("after sign-in", page.url());
for (const p of ["/course-manager.data", "/studio.data", "/studio/items.data", "/studio/releases.data"]) {
  const r = await page.evaluate(async (u) => { const x = await fetch(u); const t = await x.text(); return x.status + " " + t.slice(0, 120); }, p);
  console.log(p, r);
}
await page.goto(`${origin}/studio/items`);
await page.waitForLoadState("networkidle");
console.log("items url", page.url(), (await page.content()).includes("Something went wrong"));
await browser.close();
