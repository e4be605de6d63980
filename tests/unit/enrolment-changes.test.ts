/** The one rule of every enrolment's status change (app/course/enrolments.server.ts): what is refused, and why. */
import { describe, expect, it } from "vitest";
import { refusedChange } from "~/course/enrolments.server";

const base = { startsAt: "2026-01-01T05:00:00.000Z", endsAt: "2026-07-01T03:59:59.000Z" };
const active = { ...base, status: "active" as const, pauseReason: null };
const pausedByStaff = { ...base, status: "paused" as const, pauseReason: "staff" as const };
const pausedForIdentity = { ...base, status: "paused" as const, pauseReason: "identity" as const };
const ended = { ...base, status: "ended" as const, pauseReason: null };

describe("an enrolment's change", () => {
  it("is refused when it changes nothing: the same state, or the same end", () => {
    expect(refusedChange(pausedByStaff, { status: "paused" })).toBe("unchanged");
    expect(refusedChange(active, { status: "active" })).toBe("unchanged");
    expect(refusedChange(active, { endsAt: base.endsAt })).toBe("unchanged");
    expect(refusedChange(active, {})).toBe("unchanged");
  });

  it("keeps an identity pause from a staff pause and from the general resume", () => {
    expect(refusedChange(pausedForIdentity, { status: "paused" })).toBe("unchanged");
    expect(refusedChange(pausedForIdentity, { status: "active" })).toBe("identity-paused");
    expect(refusedChange(pausedForIdentity, { status: "active" }, { identityResume: true })).toBeNull();
  });

  it("lets the identity checks take over a staff pause, and only the identity resume undo theirs", () => {
    expect(refusedChange(pausedByStaff, { status: "paused" }, { pauseReason: "identity" })).toBeNull();
    expect(refusedChange(pausedForIdentity, { status: "paused" }, { pauseReason: "identity" })).toBe("unchanged");
    expect(refusedChange(pausedByStaff, { status: "active" }, { identityResume: true })).toBe("unchanged");
    expect(refusedChange(active, { status: "active" }, { identityResume: true })).toBe("unchanged");
  });

  it("allows a pause, a resume, an end and a new end, and an admin's end or extension of an identity pause", () => {
    expect(refusedChange(active, { status: "paused" })).toBeNull();
    expect(refusedChange(pausedByStaff, { status: "active" })).toBeNull();
    expect(refusedChange(active, { status: "ended" })).toBeNull();
    expect(refusedChange(pausedForIdentity, { status: "ended" })).toBeNull();
    expect(refusedChange(pausedForIdentity, { endsAt: "2026-12-31T04:59:59.000Z" })).toBeNull();
  });

  it("refuses anything on an ended enrolment, and an end before the start", () => {
    expect(refusedChange(ended, { status: "active" })).toBe("ended");
    expect(refusedChange(active, { endsAt: "2025-12-31T04:59:59.000Z" })).toBe("bad-dates");
  });
});
