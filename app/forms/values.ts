/**
 * The zod building block every form schema shares (lead forms in app/leads/forms/fields.ts,
 * account forms in app/auth/auth-schemas.ts). Client-safe.
 */

/** A missing field counts as "", so that each rule's own message shows (not a generic "required"). */
export const missingAsEmpty = (value: unknown) => (value === undefined || value === null ? "" : value);
