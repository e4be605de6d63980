/**
 * The one read of a posted body (docs/decisions/036; a house rule holds every action to it). No
 * server imports, so a route that imports it for its action ships nothing of it to the browser
 * (a *.server module would leave an empty stub chunk on the page). The Worker entry's body guard
 * has already checked that the body parses as a form.
 */
import { protocolFields } from "./hidden-fields";

export function readForm(request: Request): Promise<FormData> {
  return request.formData();
}

/** Whether the form was sent by JavaScript (it then wants data, not a redirect). */
export function isSentWithJavaScript(form: FormData): boolean {
  return form.get(protocolFields.enhanced) === "1";
}
