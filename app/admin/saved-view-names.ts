/**
 * The saved views' form and intent names, and the name's longest length: what the manager's page
 * needs up front, without the schema (zod loads only with the save form, after the page).
 */
export const saveViewFormId = "save-view";
export const saveViewIntent = "save-view";
export const deleteViewIntent = "delete-view";
export const savedViewNameMaximum = 60;
