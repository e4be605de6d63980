import { execFileSync } from "node:child_process";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";
const origin = "http://localhost:8791";
const out = "/work/wt/shots";
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
const page = await context.newPage();
async function signIn(email, password, instructor) {
  await page.goto(`${origin}/admin-login`);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.press('input[name="password"]', "Enter");
  await page.waitForSelector('input[name="code"]');
  const code = execFileSync("node", ["scripts/totp.mjs", ...(instructor ? ["--instructor"] : [])]).toString().match(/\d{6}/)[0];
  await page.fill('input[name="code"]', code);
  await page.press('input[name="code"]', "Enter");
  await page.waitForLoadState("networkidle");
}
const shot = async (path, name, full = true) => {
  await page.goto(`${origin}${path}`);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: full });
  console.log("shot", name, page.url());
};
const which = process.argv[2] ?? "admin";
if (which === "admin") {
  await signIn("admin@example.com", "local-admin-password");
  await shot("/studio", "studio-list-en", false);
  await shot("/es/studio", "studio-list-es", false);
  await shot("/studio/questions/m1-q001", "question-en", false);
  await shot("/es/studio/questions/m1-q001", "question-es", false);
  await shot("/studio/lessons/m1-02-insurable-interest", "lesson-en", false);
  await shot("/es/studio/lessons/m1-02-insurable-interest", "lesson-es", false);
  await shot("/studio/items", "items-en", false);
  await shot("/es/studio/items", "items-es", false);
  await shot("/studio/reports", "reports-en", false);
  await shot("/studio/releases", "releases-en", false);
  await shot("/es/studio/releases", "releases-es", false);
}
await browser.close();
