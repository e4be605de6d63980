// @ts-check
/**
 * Time-based one-time passwords (RFC 6238, on HOTP of RFC 4226), on WebCrypto, which workerd, Node
 * and the browser share (docs/decisions/062-totp-and-recovery-codes.md). Plain JavaScript with JSDoc
 * types so the Node scripts (the local admin's seed, `node scripts/totp.mjs`) use this very module.
 *
 * What every authenticator app expects: HMAC-SHA-1, 6 digits, a 30-second step; a code is accepted
 * for the step of the moment and one step either side (a phone's clock a little off, a code typed
 * as it turned). Replay is refused by the caller, which stores the last step accepted per account.
 */

/** The parameters of every secret we issue (what the otpauth URI announces). */
export const totpParameters = Object.freeze({ algorithm: "SHA-1", digits: 6, periodSeconds: 30, acceptedSteps: 1 });

/** The secret's length: 160 bits, RFC 4226's recommendation for HMAC-SHA-1. */
const secretBytes = 20;
const base32Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/**
 * RFC 4648 base32 without padding (what authenticator apps read).
 * @param {Uint8Array} bytes
 */
export function base32Encode(bytes) {
  let bits = 0;
  let value = 0;
  let output = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += base32Alphabet[(value << (5 - bits)) & 31];
  return output;
}

/**
 * Base32 to bytes; spaces, dashes, padding and case are forgiven (a secret typed from the page). Null
 * when anything else is in it.
 * @param {string} text
 * @returns {Uint8Array<ArrayBuffer> | null}
 */
export function base32Decode(text) {
  const clean = text
    .replace(/[\s-]+/g, "")
    .replace(/=+$/, "")
    .toUpperCase();
  if (clean.length === 0 || !/^[A-Z2-7]+$/.test(clean)) return null;
  const bytes = new Uint8Array(Math.floor((clean.length * 5) / 8));
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const character of clean) {
    value = (value << 5) | base32Alphabet.indexOf(character);
    bits += 5;
    if (bits >= 8) {
      bytes[index++] = (value >>> (bits - 8)) & 255;
      bits -= 8;
    }
  }
  return bytes;
}

/** A new secret: 20 random bytes, in base32 (32 characters). */
export function generateTotpSecret() {
  return base32Encode(crypto.getRandomValues(new Uint8Array(secretBytes)));
}

/**
 * The time step a moment falls in: whole periods since the epoch.
 * @param {number} nowMs
 * @param {number} [periodSeconds]
 */
export function timeStepAt(nowMs, periodSeconds = totpParameters.periodSeconds) {
  return Math.floor(nowMs / 1000 / periodSeconds);
}

/**
 * HOTP (RFC 4226): the code for one counter value, as a string of `digits` digits.
 * @param {Uint8Array<ArrayBuffer>} key
 * @param {number} counter
 * @param {{ digits?: number; algorithm?: "SHA-1" | "SHA-256" | "SHA-512" }} [options]
 */
export async function hotp(key, counter, { digits = totpParameters.digits, algorithm = "SHA-1" } = {}) {
  const message = new DataView(new ArrayBuffer(8));
  // A 64-bit big-endian counter, from a number that is exact up to 2^53.
  message.setUint32(0, Math.floor(counter / 2 ** 32));
  message.setUint32(4, counter >>> 0);
  const hmacKey = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: algorithm }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, message.buffer));
  // Dynamic truncation: four bytes from the offset the last nibble names, the top bit dropped.
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const binary = (((mac[offset] ?? 0) & 127) << 24) | ((mac[offset + 1] ?? 0) << 16) | ((mac[offset + 2] ?? 0) << 8) | (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/**
 * The code of a base32 secret for a time step (or the step of `nowMs`).
 * @param {string} secret
 * @param {{ step?: number; nowMs?: number; digits?: number; algorithm?: "SHA-1" | "SHA-256" | "SHA-512"; periodSeconds?: number }} [options]
 */
export async function totpCode(secret, { step, nowMs = Date.now(), digits, algorithm, periodSeconds } = {}) {
  const key = base32Decode(secret);
  if (!key) throw new Error("not a base32 secret");
  return hotp(key, step ?? timeStepAt(nowMs, periodSeconds), { digits, algorithm });
}

/**
 * Equal strings, compared in a time that does not depend on where they differ.
 * @param {string} a
 * @param {string} b
 */
function isSameCode(a, b) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * The time step `code` is the code of, among the step of `nowMs` and `acceptedSteps` either side,
 * that is later than `afterStep` (the last step accepted for the account): the earliest such step,
 * or null. Every candidate is computed and compared, whatever matched.
 * @param {string} secret
 * @param {string} code
 * @param {{ nowMs?: number; afterStep?: number; acceptedSteps?: number }} [options]
 * @returns {Promise<number | null>}
 */
export async function matchingTimeStep(secret, code, { nowMs = Date.now(), afterStep = -1, acceptedSteps = totpParameters.acceptedSteps } = {}) {
  const typed = code.replace(/\s+/g, "");
  if (!new RegExp(`^\\d{${totpParameters.digits}}$`).test(typed)) return null;
  const current = timeStepAt(nowMs);
  /** @type {number | null} */
  let found = null;
  for (let step = current - acceptedSteps; step <= current + acceptedSteps; step += 1) {
    const isMatch = isSameCode(await totpCode(secret, { step }), typed);
    if (isMatch && step > afterStep && found === null) found = step;
  }
  return found;
}

/**
 * The otpauth:// URI an authenticator app reads from the QR code (the Key Uri Format that Google
 * Authenticator defined and every app follows).
 * @param {{ secret: string; accountName: string; issuer: string }} details
 */
export function otpauthUri({ secret, accountName, issuer }) {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: totpParameters.algorithm.replace("-", ""),
    digits: String(totpParameters.digits),
    period: String(totpParameters.periodSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
