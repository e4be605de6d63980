/**
 * The screen's clock, with JavaScript: while the tab is visible and the student active, a tick
 * every 30 seconds tells the server to count the time (the server is the clock: it credits only the
 * time between its own timestamps; docs/decisions/041). Hidden, or five minutes without a key,
 * click, scroll or touch, it says "pause" and stops; back, it starts again. Without JavaScript
 * nothing here runs and the "Next" post counts the time instead.
 */
import { useEffect, useRef, useState } from "react";
import { formatSeconds } from "~/course/durations";
import { useLocalizePath, useT } from "~/i18n/use-t";

const tickMs = 30_000;
const idleMs = 5 * 60_000;

export function SeatClock({ seconds, minimum, completed, screenKey }: { seconds: number; minimum: number; completed: boolean; screenKey: string }) {
  const t = useT();
  const localize = useLocalizePath();
  const [counted, setCounted] = useState(seconds);
  const lastActivity = useRef(Date.now());

  useEffect(() => setCounted(seconds), [seconds, screenKey]);

  useEffect(() => {
    const url = localize("/course/heartbeat");
    let counting = false;
    let shownSince = Date.now();
    let base = seconds;
    const send = (event: "tick" | "pause") => {
      const body = new URLSearchParams({ screen: screenKey, event });
      if (event === "pause" && document.visibilityState === "hidden" && navigator.sendBeacon) {
        navigator.sendBeacon(url, body);
        return;
      }
      fetch(url, { method: "POST", body, credentials: "same-origin" })
        .then((response) => (response.ok ? (response.json() as Promise<{ seconds?: number }>) : null))
        .then((answer: { seconds?: number } | null) => {
          if (typeof answer?.seconds === "number") {
            base = answer.seconds;
            shownSince = Date.now();
            setCounted(answer.seconds);
          }
        })
        .catch(() => {});
    };
    const isActive = () => document.visibilityState === "visible" && Date.now() - lastActivity.current < idleMs;
    const start = () => {
      if (counting || !isActive()) return;
      counting = true;
      shownSince = Date.now();
      send("tick");
    };
    const stop = () => {
      if (!counting) return;
      counting = false;
      send("pause");
    };
    const onActivity = () => {
      lastActivity.current = Date.now();
      start();
    };
    const onVisibility = () => (document.visibilityState === "visible" ? start() : stop());
    const ticker = window.setInterval(() => (isActive() ? (counting ? send("tick") : start()) : stop()), tickMs);
    const display = window.setInterval(() => {
      if (counting) setCounted(base + Math.floor((Date.now() - shownSince) / 1000));
    }, 1000);
    const activityEvents = ["keydown", "pointerdown", "pointermove", "scroll", "touchstart"] as const;
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true });
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", stop);
    // The first tick at once: it starts the clock if no post did (a bookmark), or credits the time since.
    counting = true;
    send("tick");
    return () => {
      window.clearInterval(ticker);
      window.clearInterval(display);
      for (const name of activityEvents) window.removeEventListener(name, onActivity);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", stop);
    };
  }, [screenKey, seconds, localize]);

  const isMet = completed || counted >= minimum;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700" aria-live="polite">
      <p>
        {isMet
          ? t("course.player.minimumMet")
          : t("course.player.minimum", { minutes: Math.ceil(minimum / 60), counted: formatSeconds(Math.min(counted, minimum), t) })}
      </p>
      <p className="mt-1 text-slate-500">{t("course.player.clockHint")}</p>
    </div>
  );
}
