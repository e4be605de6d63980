import type { AppEnv } from "~/platform/env.server";

export interface EmailMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, passed to the API as they are (e.g. List-Unsubscribe). */
  headers: Record<string, string>;
}

/** Delivers one message or throws. The outbox owns retries. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/**
 * Local development: the message is recorded in the log (no address, no body) and counts as sent;
 * the outbox row keeps the whole message, which /dev/mailbox shows.
 */
const logSender: EmailSender = {
  async send(message) {
    console.log(JSON.stringify({ level: "info", event: "email_logged", id: message.id, kind: message.kind, subject: message.subject }));
  },
};

/** The longest the e-mail API may take to answer: then the send fails, and the outbox retries it later. */
const apiAnswerMs = 10_000;

/** An HTTP e-mail API taking Resend-style JSON (`from`, `to`, `subject`, `text`, `html`) with a bearer key. */
function httpSender(url: string, apiKey: string, from: string): EmailSender {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        signal: AbortSignal.timeout(apiAnswerMs),
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json", "Idempotency-Key": message.id },
        body: JSON.stringify({
          from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}),
        }),
      });
      if (!response.ok) throw new Error(`e-mail API answered ${response.status}`);
    },
  };
}

/** EMAIL_PROVIDER picks the sender (the env schema guarantees the http settings are there). */
export function emailSenderFor(env: AppEnv): EmailSender {
  if (env.EMAIL_PROVIDER === "http" && env.EMAIL_API_URL && env.EMAIL_API_KEY) {
    return httpSender(env.EMAIL_API_URL, env.EMAIL_API_KEY, env.EMAIL_FROM);
  }
  return logSender;
}
