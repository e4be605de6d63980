/**
 * The hidden fields every lead form carries besides its own. A module of its own (so a chunk of
 * its own): the footer's newsletter form needs these names on every page, nothing more.
 */
import type { protocolFields } from "~/forms/hidden-fields";

type Protocol = typeof protocolFields;

/** The protocol's fields are named again here (checked against it by type), so this chunk imports nothing. */
export const leadFormFields = {
  enhanced: "enhanced" satisfies Protocol["enhanced"],
  returnTo: "returnTo" satisfies Protocol["returnTo"],
  formId: "__rvfInternalFormId" satisfies Protocol["formId"],
  formType: "formType",
  /** The honeypot: hidden from people, filled by bots. A filled one is stored as spam. */
  honeypot: "homepage",
  /**
   * A key JavaScript makes per form and renews after each success: a post retried after a dropped
   * connection carries the same key and gets the first answer instead of a second lead.
   */
  idempotencyKey: "idempotencyKey",
} as const;
