// @ts-check
/**
 * What a second factor keeps at rest (docs/decisions/062-totp-and-recovery-codes.md): an
 * authenticator app's secret, sealed with AES-256-GCM, and recovery codes, stored as a keyed hash.
 * Both keys are derived (HKDF-SHA-256, one label each) from the factor key: `TWO_FACTOR_KEY`, or
 * `SESSION_SECRET` when that is not set. A copy of the database alone therefore holds no secret an
 * authenticator app would accept and no recovery code. Plain JavaScript with JSDoc types, so the
 * local admin's seed (a Node script) seals the local secret the way the worker opens it.
 */

/**
 * The secret the factor keys come from.
 * @param {{ TWO_FACTOR_KEY?: string; SESSION_SECRET: string }} env
 */
export function factorKeyMaterial(env) {
  return env.TWO_FACTOR_KEY || env.SESSION_SECRET;
}

const encoder = new TextEncoder();
const sealedPrefix = "v1";

/**
 * @param {string} material
 * @param {string} label
 * @param {AesKeyGenParams | HmacImportParams} algorithm
 * @param {KeyUsage[]} usages
 */
async function derivedKey(material, label, algorithm, usages) {
  const base = await crypto.subtle.importKey("raw", encoder.encode(material), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode("florida-financial-academy"), info: encoder.encode(label) },
    base,
    algorithm,
    false,
    usages,
  );
}

/** @param {Uint8Array} bytes */
function toBase64Url(bytes) {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * @param {string} text
 * @returns {Uint8Array<ArrayBuffer> | null}
 */
function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * An authenticator secret sealed for storage, bound to its account (the account id is the
 * additional data: a sealed secret copied to another account's row does not open there).
 * @param {string} secret
 * @param {string} userId
 * @param {string} material
 */
export async function sealTotpSecret(secret, userId, material) {
  const key = await derivedKey(material, "totp-secret", { name: "AES-GCM", length: 256 }, ["encrypt"]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(userId) }, key, encoder.encode(secret));
  return `${sealedPrefix}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/**
 * The secret, or null when the value was not sealed for this account with this key.
 * @param {string} sealed
 * @param {string} userId
 * @param {string} material
 * @returns {Promise<string | null>}
 */
export async function openTotpSecret(sealed, userId, material) {
  const [prefix, ivText = "", dataText = ""] = sealed.split(".");
  const iv = fromBase64Url(ivText);
  const data = fromBase64Url(dataText);
  if (prefix !== sealedPrefix || !iv || iv.length !== 12 || !data) return null;
  try {
    const key = await derivedKey(material, "totp-secret", { name: "AES-GCM", length: 256 }, ["decrypt"]);
    const opened = await crypto.subtle.decrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(userId) }, key, data);
    return new TextDecoder().decode(opened);
  } catch {
    return null;
  }
}

/**
 * Recovery codes use Crockford's base32: no I, L, O or U, so nothing reads as another character.
 * Ten characters are 50 random bits, shown as two groups of five.
 */
const recoveryAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const recoveryCodeLength = 10;
export const recoveryCodeCount = 10;

/** Ten new recovery codes, as shown to their owner (`XXXXX-XXXXX`). */
export function generateRecoveryCodes(count = recoveryCodeCount) {
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(recoveryCodeLength));
    // 256 is a multiple of 32: every character is equally likely.
    const characters = Array.from(bytes, (byte) => recoveryAlphabet[byte % 32]).join("");
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/**
 * A recovery code as typed, in the stored form: case, spaces and dashes forgiven, and the letters
 * that look like digits read as those digits. Null when it cannot be one.
 * @param {string} typed
 */
export function normalizeRecoveryCode(typed) {
  const code = typed
    .replace(/[\s-]+/g, "")
    .toUpperCase()
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  return code.length === recoveryCodeLength && [...code].every((character) => recoveryAlphabet.includes(character)) ? code : null;
}

/**
 * What is stored for a recovery code: HMAC-SHA-256 under the factor key, over the account id and the
 * normalised code (hex). Keyed, so a copy of the database cannot be searched for codes offline.
 * @param {string} normalizedCode
 * @param {string} userId
 * @param {string} material
 */
export async function recoveryCodeHash(normalizedCode, userId, material) {
  const key = await derivedKey(material, "recovery-code", { name: "HMAC", hash: "SHA-256", length: 256 }, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`${userId}:${normalizedCode}`));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
