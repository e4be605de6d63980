import { afterAll, beforeAll, it } from "vitest";
import { insertUser } from "../factories";
import { logIn, nextClientAddress, postAs, sessionCookieFrom, toastText } from "../support/accounts";
import { postForm, rows, startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => { worker = await startWorker(); });
afterAll(() => worker.dispose());

it("probe", async () => {
  const show = async (label: string, r: Awaited<ReturnType<TestWorker["fetch"]>>) => {
    const body = await r.text();
    console.log(label, r.status, JSON.stringify([...r.headers]), body.slice(0, 600));
  };
  const reg = { intent: "register", firstName: "A", lastName: "B", email: "new1@example.com", password: "a-long-password", confirmPassword: "a-long-password", terms: "on" };
  await show("reg-nojs", await postForm(worker, "/auth", reg, { "CF-Connecting-IP": nextClientAddress() }));
  await show("reg-js-doc", await postForm(worker, "/auth", { ...reg, email: "new2@example.com", enhanced: "1" }, { "CF-Connecting-IP": nextClientAddress() }));
  await show("reg-js-data", await postForm(worker, "/auth.data", { ...reg, email: "new3@example.com", enhanced: "1" }, { "CF-Connecting-IP": nextClientAddress() }));
  await show("reg-js-data-route", await postForm(worker, "/auth.data?_route=routes%2F(%24lang).auth", { ...reg, email: "new4@example.com", enhanced: "1" }, { "CF-Connecting-IP": nextClientAddress() }));
  const { user } = await insertUser(worker.db, { role: "admin" });
  const { password } = { password: (await rows(worker, "select 1"))[0] };
  void password;
  const admin = await insertUser(worker.db, { role: "admin" });
  const cookie = await logIn(worker, admin.user.email, admin.password);
  await show("verify-wrong-doc", await postAs(worker, cookie, "/admin-access", { intent: "verify", masterPassword: "wrong-master-xyz" }));
  await show("verify-wrong-data", await postAs(worker, cookie, "/admin-access.data", { intent: "verify", masterPassword: "wrong-master-xyz" }));
  await show("verify-right-data", await postAs(worker, cookie, "/admin-access.data", { intent: "verify", masterPassword: "local-master-password" }));
  console.log(JSON.stringify(await rows(worker, "select kind,to_address,subject,text_body from email_outbox")));
  console.log(JSON.stringify(worker.takeLogLines()));
  void user; void sessionCookieFrom; void toastText;
});
