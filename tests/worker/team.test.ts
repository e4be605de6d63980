/**
 * The team on the Accounts tab: removing another admin's rights (with its confirmation step, never
 * oneself, never the last admin even when two admins remove each other at once), pending
 * invitations re-sent and revoked, the last admin kept when admins delete their own accounts at
 * once, and the audit rows, over real HTTP against the built worker.
 */
import { describe, expect, it } from "vitest";
import { deleteAccount, removeAdminRole } from "~/auth/users.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { createDb } from "../../db/client";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { decodedPage, getAs, logIn, postAs, sessionCookieFrom, toastText } from "../support/accounts";
import { decodeSingleFetch, latestLink } from "../support/mailbox";
import { postForm, rows, startWorkerForFile, testBindings } from "../support/worker";

const worker = startWorkerForFile();

async function signedInAdmin() {
  const { user, password } = await insertUser(worker.db, { role: "admin" });
  return { user, cookie: await logIn(worker, user.email, password) };
}

async function roleOf(userId: string): Promise<string> {
  const [row] = await rows<{ role: string }>(worker, "SELECT role FROM users WHERE id = ?", userId);
  return row!.role;
}

async function demotions(target: string) {
  return rows<{ actor_email: string; target: string }>(
    worker,
    "SELECT actor_email, target FROM audit_log WHERE action = 'admin.demote' AND target = ?",
    target,
  );
}

/** Leaves exactly these accounts as the site's admins (the file's earlier tests made others). */
async function onlyAdmins(...ids: string[]) {
  const placeholders = ids.map(() => "?").join(", ");
  await worker.db
    .prepare(`UPDATE users SET role = 'user' WHERE role = 'admin' AND id NOT IN (${placeholders})`)
    .bind(...ids)
    .run();
}

const removal = (userId: string) => ({ intent: "remove-admin", userId, confirmed: "yes" });

describe("removing an admin's rights", () => {
  it("asks first (a link, no JavaScript), then removes them; the other admin's open session loses the panel at once (JS off)", async () => {
    const olga = await signedInAdmin();
    const pablo = await signedInAdmin();
    const [pablosLead, olgasLead] = await insertLeads(worker.db, [leadFactory({ assignedTo: pablo.user.id }), leadFactory({ assignedTo: olga.user.id })]);

    const tab = await decodedPage(await getAs(worker, olga.cookie, "/admin?tab=accounts"));
    expect(tab).toContain(`/admin?tab=accounts&remove=${pablo.user.id}`);
    // No button on one's own row.
    expect(tab).not.toContain(`remove=${olga.user.id}`);

    const confirmation = await decodedPage(await getAs(worker, olga.cookie, `/admin?tab=accounts&remove=${pablo.user.id}`));
    // The heading's text (the address in it wraps only between its parts: an element of its own).
    const heading = confirmation.match(/<h2 id="remove-admin-heading"[^>]*>([\s\S]*?)<\/h2>/)?.[1]?.replace(/<[^>]+>/g, "");
    expect(heading).toBe(en.admin.accounts.removeConfirmHeading.replace("{{email}}", pablo.user.email));
    expect(confirmation).toContain('name="confirmed" value="yes"');

    // A post without the confirmation step's field changes nothing.
    const unconfirmed = await postAs(worker, olga.cookie, "/admin?tab=accounts", { intent: "remove-admin", userId: pablo.user.id });
    expect(unconfirmed.status).toBe(303);
    await unconfirmed.arrayBuffer();
    expect(await roleOf(pablo.user.id)).toBe("admin");

    const removed = await postAs(worker, olga.cookie, "/admin?tab=accounts", removal(pablo.user.id));
    expect(removed.status).toBe(303);
    expect(removed.headers.get("Location")).toBe("/admin?tab=accounts");
    expect(toastText(removed)).toContain(en.admin.accounts.removedTitle);
    await removed.arrayBuffer();
    expect(await roleOf(pablo.user.id)).toBe("user");
    expect(await demotions(pablo.user.email)).toEqual([{ actor_email: olga.user.email, target: pablo.user.email }]);
    // The leads he owned are unassigned with it; Olga keeps hers.
    const owners = await rows<{ id: string; assigned_to: string | null }>(
      worker,
      "SELECT id, assigned_to FROM form_submissions WHERE id IN (?, ?)",
      pablosLead!.id,
      olgasLead!.id,
    );
    expect(Object.fromEntries(owners.map((row) => [row.id, row.assigned_to]))).toEqual({ [pablosLead!.id]: null, [olgasLead!.id]: olga.user.id });

    // Pablo's session, opened while he was an admin, is refused the panel now.
    const pabloPanel = await getAs(worker, pablo.cookie, "/admin");
    expect(pabloPanel.status).toBe(303);
    expect(pabloPanel.headers.get("Location")).toBe("/");
    expect(toastText(pabloPanel)).toContain(en.admin.accessDeniedTitle);
    await pabloPanel.arrayBuffer();
    const pabloPost = await postAs(worker, pablo.cookie, "/admin?tab=accounts", removal(olga.user.id));
    expect(pabloPost.headers.get("Location")).toBe("/");
    await pabloPost.arrayBuffer();
    expect(await roleOf(olga.user.id)).toBe("admin");
  });

  it("refuses one's own rights and an unknown id, in Spanish, through the fetcher path (JS on)", async () => {
    const ana = await signedInAdmin();
    const other = await signedInAdmin();

    const self = await postAs(worker, ana.cookie, "/es/admin.data?tab=accounts", removal(ana.user.id));
    const body = decodeSingleFetch(await self.text());
    expect(body).toMatchObject({ redirect: "/es/admin?tab=accounts", status: 303 });
    expect(toastText(self)).toContain(es.admin.accounts.removeSelfRefused);
    expect(await roleOf(ana.user.id)).toBe("admin");

    const forged = await postAs(worker, ana.cookie, "/es/admin.data?tab=accounts", removal("00000000-0000-4000-8000-000000000000"));
    expect(toastText(forged)).toContain(es.admin.accounts.removeRefusedTitle);
    await forged.arrayBuffer();

    const removed = await postAs(worker, ana.cookie, "/es/admin.data?tab=accounts", removal(other.user.id));
    expect(decodeSingleFetch(await removed.text())).toMatchObject({ redirect: "/es/admin?tab=accounts", status: 303 });
    expect(await roleOf(other.user.id)).toBe("user");
    expect(await demotions(ana.user.email)).toEqual([]);
    expect(await demotions(other.user.email)).toHaveLength(1);
  });

  it("never removes the last admin, even when two admins remove each other at the same moment", async () => {
    const first = await signedInAdmin();
    const second = await signedInAdmin();
    await onlyAdmins(first.user.id, second.user.id);

    const answers = await Promise.all([
      postAs(worker, first.cookie, "/admin?tab=accounts", removal(second.user.id)),
      postAs(worker, second.cookie, "/admin?tab=accounts", removal(first.user.id)),
    ]);
    const toasts = answers.map((answer) => toastText(answer));
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));

    const [{ total }] = (await rows<{ total: number }>(worker, "SELECT count(*) AS total FROM users WHERE role = 'admin'")) as [{ total: number }];
    expect(total).toBe(1);
    expect(toasts.filter((toast) => toast.includes(en.admin.accounts.removedTitle))).toHaveLength(1);
    // The other request is refused by the update, or (if it ran second) by the admin guard.
    const refused = toasts.filter((toast) => toast.includes(en.admin.accounts.removeRefusedTitle) || toast.includes(en.admin.accessDeniedTitle));
    expect(refused).toHaveLength(1);
    const audited = await rows(worker, "SELECT id FROM audit_log WHERE action = 'admin.demote' AND target IN (?, ?)", first.user.email, second.user.email);
    expect(audited).toHaveLength(1);

    // The one left cannot remove anyone into having no admin: the last one stays.
    const survivor = (await roleOf(first.user.id)) === "admin" ? first : second;
    const alone = await postAs(worker, survivor.cookie, "/admin?tab=accounts", removal(survivor.user.id));
    expect(toastText(alone)).toContain(en.admin.accounts.removeRefusedTitle);
    await alone.arrayBuffer();
    expect(await roleOf(survivor.user.id)).toBe("admin");
  });

  it("makes the check and the update one statement: two removals run at once against the last two admins, one wins", async () => {
    const first = await signedInAdmin();
    const second = await signedInAdmin();
    await onlyAdmins(first.user.id, second.user.id);
    const db = createDb(worker.db);

    const outcomes = await Promise.all([removeAdminRole(db, second.user.id, first.user.id), removeAdminRole(db, first.user.id, second.user.id)]);

    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect([await roleOf(first.user.id), await roleOf(second.user.id)].sort()).toEqual(["admin", "user"]);
  });

  it("gives a signed-in user and a visitor nothing", async () => {
    const admin = await signedInAdmin();
    const { user, password } = await insertUser(worker.db);
    const userCookie = await logIn(worker, user.email, password, "/auth");

    const asUser = await postAs(worker, userCookie, "/admin?tab=accounts", removal(admin.user.id));
    expect(asUser.status).toBe(303);
    expect(asUser.headers.get("Location")).toBe("/");
    await asUser.arrayBuffer();
    const asVisitor = await postForm(worker, "/admin?tab=accounts", removal(admin.user.id));
    expect(asVisitor.status).toBe(303);
    expect(asVisitor.headers.get("Location")).toMatch(/^\/admin-login\?returnTo=/);
    await asVisitor.arrayBuffer();
    const confirmation = await getAs(worker, userCookie, `/admin?tab=accounts&remove=${admin.user.id}`);
    expect(confirmation.headers.get("Location")).toBe("/");
    await confirmation.arrayBuffer();
    expect(await roleOf(admin.user.id)).toBe("admin");
  });
});

describe("deleting one's own account", () => {
  const adminCount = async () => (await rows<{ total: number }>(worker, "SELECT count(*) AS total FROM users WHERE role = 'admin'"))[0]!.total;

  it("never deletes the last admin, even when the last two admins delete themselves at the same moment", async () => {
    const [first, second] = await Promise.all([insertUser(worker.db, { role: "admin" }), insertUser(worker.db, { role: "admin" })]);
    await onlyAdmins(first.user.id, second.user.id);
    const [firstCookie, secondCookie] = [await logIn(worker, first.user.email, first.password), await logIn(worker, second.user.email, second.password)];

    const answers = await Promise.all([
      postAs(worker, firstCookie, "/account", { intent: "delete", password: first.password }),
      postAs(worker, secondCookie, "/account", { intent: "delete", password: second.password }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));

    expect(await adminCount()).toBe(1);
    expect(statuses).toEqual([303, 409]);
    expect(
      await rows(worker, "SELECT id FROM audit_log WHERE action = 'account.delete' AND target IN (?, ?)", first.user.email, second.user.email),
    ).toHaveLength(1);
  });

  it("makes the check and the delete one statement: the last two admins deleted at once, one stays", async () => {
    const [first, second] = await Promise.all([insertUser(worker.db, { role: "admin" }), insertUser(worker.db, { role: "admin" })]);
    await onlyAdmins(first.user.id, second.user.id);
    const db = createDb(worker.db);

    const outcomes = await Promise.all([deleteAccount(db, first.user.id), deleteAccount(db, second.user.id)]);

    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await adminCount()).toBe(1);
    // An account that is not an admin is deleted whatever the number of admins.
    const { user } = await insertUser(worker.db);
    expect(await deleteAccount(db, user.id)).toBe(true);
    expect(await rows(worker, "SELECT id FROM users WHERE id = ?", user.id)).toEqual([]);
  });
});

describe("pending invitations", () => {
  it("are listed; re-sending makes the old link dead and e-mails a new one; revoking kills it; both audited", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    const loggedIn = await logIn(worker, user.email, password);
    const verified = await postAs(worker, loggedIn, "/admin-access", { intent: "verify", masterPassword: testBindings.ADMIN_MASTER_PASSWORD });
    await verified.arrayBuffer();
    const cookie = sessionCookieFrom(verified) ?? loggedIn;
    const address = "team.invitee@school.example";
    const created = await postAs(worker, cookie, "/admin-access", { intent: "create", email: address, firstName: "Iris", lastName: "Invitee" });
    expect(created.status).toBe(303);
    await created.arrayBuffer();
    const firstLink = await latestLink(worker, address, "/set-password/");
    const [invitee] = await rows<{ id: string }>(worker, "SELECT id FROM users WHERE email = ?", address);

    expect(await decodedPage(await getAs(worker, cookie, "/admin?tab=accounts"))).toContain(address);

    const resent = await postAs(worker, cookie, "/admin-access", { intent: "resend-invite", userId: invitee!.id });
    expect(toastText(resent)).toContain(en.admin.accounts.invitationResentTitle);
    await resent.arrayBuffer();
    const secondLink = await latestLink(worker, address, "/set-password/", { after: 1 });
    expect(secondLink).not.toBe(firstLink);
    expect((await worker.fetch(firstLink)).status).toBe(404);
    expect((await worker.fetch(secondLink)).status).toBe(200);

    const revoked = await postAs(worker, cookie, "/admin-access", { intent: "revoke-invite", userId: invitee!.id });
    expect(toastText(revoked)).toContain(en.admin.accounts.invitationRevokedTitle);
    await revoked.arrayBuffer();
    expect((await worker.fetch(secondLink)).status).toBe(404);

    const audited = await rows<{ action: string }>(
      worker,
      "SELECT action FROM audit_log WHERE actor_user_id = ? AND action LIKE 'admin.invite_%' ORDER BY created_at",
      user.id,
    );
    expect(audited.map((row) => row.action)).toEqual(["admin.invite_resend", "admin.invite_revoke"]);
  });
});
