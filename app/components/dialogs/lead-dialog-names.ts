/** The lead dialogs a page's URL can open (`?dialog=…`): shared by the trigger and the lazily loaded forms. */
export type LeadDialogName = "contact" | "inquiry" | "credit-robot" | "email";
