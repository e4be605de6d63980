/**
 * The passkey buttons (docs/decisions/064): the one part of signing in that needs JavaScript, since
 * only the browser's WebAuthn API talks to an authenticator. The server's page says that passkeys
 * need JavaScript; once the page runs and the API exists, the button takes that sentence's place
 * (a browser without the API says so instead). The WebAuthn library (@simplewebauthn/browser)
 * loads when a button is pressed, never with the page.
 *
 * A ceremony: ask the server for options (a challenge it keeps), let the browser ask the
 * authenticator, then post its answer in a real form: the server answers with a redirect and a
 * toast, as it does for every form without JavaScript.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { protocolFields } from "~/forms/hidden-fields";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";

export const i18n = ["passkeys"] as const satisfies Namespaces;

/** Whether this browser has the WebAuthn API (known only after hydration; false on the server). */
function useWebAuthnSupport(): boolean | null {
  const [isSupported, setSupported] = useState<boolean | null>(null);
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  return isSupported;
}

interface CeremonyAnswer {
  options?: unknown;
  alert?: { title: string; description: string };
}

/** Asks the ceremony's route for its options (a challenge kept on the server). */
async function fetchOptions(path: string, fields: Record<string, string>): Promise<CeremonyAnswer> {
  const response = await fetch(path, {
    method: "POST",
    body: new URLSearchParams({ [protocolFields.intent]: "options", ...fields }),
    credentials: "same-origin",
  });
  return (await response.json()) as CeremonyAnswer;
}

/** What stands where the button will be: until the page runs, that passkeys need JavaScript; then, if the browser has no WebAuthn, that. */
function NoButton({ isSupported }: { isSupported: boolean | null }) {
  const t = useT();
  return <p className="text-sm text-slate-600">{t(isSupported === false ? "passkeys.unsupported" : "passkeys.needsScript")}</p>;
}

function CeremonyAlert({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/** "Sign in with a passkey" on a login page: any passkey of this site, in place of the password and a code. */
export function PasskeySignIn({ scope, returnTo }: { scope: "user" | "admin"; returnTo: string | null }) {
  const t = useT();
  const localize = useLocalizePath();
  const isSupported = useWebAuthnSupport();
  const [isBusy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const responseRef = useRef<HTMLInputElement>(null);
  const path = localize("/login/passkey");

  async function signIn() {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await fetchOptions(path, { scope });
      if (!answer.options) throw new Error(answer.alert?.description ?? t("passkeys.failedText"));
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const response = await startAuthentication({ optionsJSON: answer.options as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
      responseRef.current!.value = JSON.stringify(response);
      formRef.current!.submit();
    } catch (error) {
      setProblem(error instanceof Error && error.name !== "NotAllowedError" && error.name !== "AbortError" ? error.message : t("passkeys.cancelledText"));
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      {isSupported ? (
        <>
          <Button variant="secondary" className="w-full" onClick={signIn} disabled={isBusy} aria-disabled={isBusy || undefined}>
            {isBusy ? t("passkeys.signingIn") : t("passkeys.signIn")}
          </Button>
          <form ref={formRef} method="post" action={path} hidden>
            <input type="hidden" name={protocolFields.intent} value="verify" />
            <input type="hidden" name="scope" value={scope} />
            {returnTo ? <input type="hidden" name={protocolFields.returnTo} value={returnTo} /> : null}
            <input ref={responseRef} type="hidden" name="response" defaultValue="" />
          </form>
        </>
      ) : (
        <NoButton isSupported={isSupported} />
      )}
      <CeremonyAlert message={problem} />
    </div>
  );
}

/** "Add a passkey" for the signed-in account: named by its owner, registered for this session's account only. */
export function PasskeyRegistration({ returnTo }: { returnTo: string | null }) {
  const t = useT();
  const localize = useLocalizePath();
  const isSupported = useWebAuthnSupport();
  const [isBusy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const responseRef = useRef<HTMLInputElement>(null);
  const path = localize("/account/passkeys");

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await fetchOptions(path, {});
      if (!answer.options) throw new Error(answer.alert?.description ?? t("passkeys.registerFailedText"));
      const { startRegistration } = await import("@simplewebauthn/browser");
      const response = await startRegistration({ optionsJSON: answer.options as Parameters<typeof startRegistration>[0]["optionsJSON"] });
      responseRef.current!.value = JSON.stringify(response);
      form.submit();
    } catch (error) {
      const isCancelled = error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
      setProblem(isCancelled || !(error instanceof Error) ? t("passkeys.cancelledText") : error.message);
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      {isSupported ? (
        <form method="post" action={path} onSubmit={register} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <input type="hidden" name={protocolFields.intent} value="register" />
          {returnTo ? <input type="hidden" name={protocolFields.returnTo} value={returnTo} /> : null}
          <input ref={responseRef} type="hidden" name="response" defaultValue="" />
          <div>
            <label htmlFor="passkey-name" className="block text-sm font-medium text-slate-800">
              {t("passkeys.nameLabel")}
            </label>
            <p id="passkey-name-hint" className="mt-0.5 text-sm text-slate-600">
              {t("passkeys.nameHint")}
            </p>
            <input
              id="passkey-name"
              name="name"
              required
              maxLength={60}
              aria-describedby="passkey-name-hint"
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            />
          </div>
          <Button type="submit" disabled={isBusy} aria-disabled={isBusy || undefined}>
            {isBusy ? t("passkeys.adding") : t("passkeys.add")}
          </Button>
        </form>
      ) : (
        <NoButton isSupported={isSupported} />
      )}
      <CeremonyAlert message={problem} />
    </div>
  );
}
