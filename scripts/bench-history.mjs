// The history group's figures beyond worker time (`npm run bench -- history`): the streamed
// export's memory (the workerd process's resident size while 50,000 rows download, against its
// size before) and the admins' morning follow-up e-mail run by the scheduled handler over the
// 50,000 leads (wall and CPU time, what it queued, and the same morning's second run).
import { readdirSync, readFileSync } from "node:fs";
import { openBuiltWorker } from "./bench-students.mjs";

/** The workerd processes of a process group (the served site's), or of this process's children. */
function workerdProcesses({ group, parent }) {
  const found = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    // After the name: state, parent pid, process group, …; [11] and [12] are utime and stime in clock ticks.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (name !== "workerd") continue;
    if (group !== undefined && Number(fields[2]) !== group) continue;
    if (parent !== undefined && Number(fields[1]) !== parent) continue;
    found.push({ pid: Number(entry), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100 });
  }
  return found;
}

/** A process's resident and peak resident size in KB (from /proc/<pid>/status). */
function residentKb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, "m"))?.[1] ?? Number.NaN);
    return { rss: field("VmRSS"), peak: field("VmHWM") };
  } catch {
    return { rss: Number.NaN, peak: Number.NaN };
  }
}

const megabytes = (kb) => Math.round((kb / 1024) * 10) / 10;

/**
 * Downloads the whole export once while sampling the served workerd's resident size every 10 ms:
 * its size before, the highest sample during the download, and the rows and bytes that came.
 * A streamed export holds one page of rows at a time, so the rise stays flat however many rows.
 */
export async function exportMemory({ origin, headers, serverGroup }) {
  const [workerd] = workerdProcesses({ group: serverGroup });
  if (!workerd) return { note: "no workerd process found in the server's process group" };
  const before = residentKb(workerd.pid).rss;
  let highest = before;
  const sampler = setInterval(() => {
    highest = Math.max(highest, residentKb(workerd.pid).rss);
  }, 10);
  const began = performance.now();
  try {
    const response = await fetch(`${origin}/submissions-manager/export.csv`, { headers });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    let newlines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) newlines += 1;
      highest = Math.max(highest, residentKb(workerd.pid).rss);
    }
    const wallMs = Math.round(performance.now() - began);
    return {
      rows: newlines - 1,
      megabytes: megabytes(bytes / 1024),
      wallMs,
      rssBeforeMb: megabytes(before),
      rssHighestMb: megabytes(highest),
      riseMb: megabytes(highest - before),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The UTC instant of the next New York day's `hour`:`minute` after `now`. */
function nextNewYorkTime(now, hour, minute) {
  const day = new Date(now + 86_400_000);
  const dateText = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(day);
  for (const offset of [4, 5]) {
    const candidate = new Date(`${dateText}T${String(hour + offset).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00Z`);
    const wall = new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(candidate);
    if (wall === `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`) return candidate;
  }
  throw new Error("no New York offset fits");
}

/**
 * Runs the scheduled handler (every scheduled step, then the outbox) at 07:05 New York time the next
 * morning over the seeded history, then again five minutes later, in a Miniflare of the built worker
 * on the bench's database (the served site stopped first). Reports each run's wall and CPU time and
 * what the first queued: the follow-up e-mails, the due leads and the unowned new leads they list.
 */
export async function morningRun(persistDir) {
  const { runScheduled, db, dispose } = await openBuiltWorker(persistDir);
  try {
    const at = nextNewYorkTime(Date.now(), 7, 5);
    const newYorkDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(at);
    const { due } = await db
      .prepare(
        "SELECT count(*) AS due FROM form_submissions WHERE assigned_to IS NOT NULL AND follow_up_on <= ? AND status IN ('new', 'contacted', 'in_review')",
      )
      .bind(newYorkDay)
      .first();
    const { unowned } = await db.prepare("SELECT count(*) AS unowned FROM form_submissions WHERE assigned_to IS NULL AND status = 'new'").first();
    const { total } = await db.prepare("SELECT count(*) AS total FROM form_submissions").first();
    const timedRun = async (when) => {
      const cpuBefore = workerdProcesses({ parent: process.pid }).reduce((sum, entry) => sum + entry.cpuSeconds, 0);
      const began = performance.now();
      await runScheduled(when);
      const wallMs = Math.round(performance.now() - began);
      const cpuAfter = workerdProcesses({ parent: process.pid }).reduce((sum, entry) => sum + entry.cpuSeconds, 0);
      return { wallMs, cpuMs: Math.round((cpuAfter - cpuBefore) * 1000) };
    };
    const digests = async () => (await db.prepare("SELECT count(*) AS n FROM email_outbox WHERE kind = 'follow-up-digest'").first()).n;
    const first = await timedRun(at);
    const queued = await digests();
    const second = await timedRun(new Date(at.getTime() + 5 * 60_000));
    return {
      leads: total,
      dueFollowUps: due,
      unownedNewLeads: unowned,
      first: { ...first, digestsQueued: queued },
      second: { ...second, digestsQueued: (await digests()) - queued },
    };
  } finally {
    await dispose();
  }
}
