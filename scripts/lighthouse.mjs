// Lighthouse (mobile, simulated throttling) with Debian's Chromium, for `npm run bench`.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

const chromeFlags = ["--headless=new", ...chromiumFlags];

/** Scores (0-100) and the three vitals for each URL. */
export async function lighthouseScores(urls) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  const results = [];
  try {
    for (const url of urls) {
      const runner = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const { categories, audits } = runner.lhr;
      results.push({
        url,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories["best-practices"].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
        cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
        tbtMs: Math.round(audits["total-blocking-time"].numericValue),
        failedAudits: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
          .map((audit) => audit.id)
          .slice(0, 12),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
