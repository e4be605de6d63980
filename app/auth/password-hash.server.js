// @ts-check
/**
 * Password hashing (docs/decisions/012-password-hashing.md): scrypt through `node:crypto`, which workerd
 * provides with `nodejs_compat` and which gives the same bytes as Node's. Plain JavaScript with
 * JSDoc types so the Node scripts (the local admin seed, `npm run admin:create`) import this very
 * module and write hashes the worker verifies: one format, one place.
 *
 * Stored format, parameters included so they can be raised later (PHC-like):
 *   $scrypt$ln=14,r=8,p=5$<salt, base64>$<key, base64>
 */
import { Buffer } from "node:buffer";
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/** The parameters new hashes get: about 0.1 s per hash inside workerd on our machines (decision 012). */
export const currentPasswordHashParameters = Object.freeze({ logCost: 14, blockSize: 8, parallelism: 5 });

const saltBytes = 16;
const keyBytes = 32;
/** Refuse to run a stored hash that would cost more than this (a corrupted or hostile row). */
const maximumLogCost = 17;
const maximumParallelism = 16;

/**
 * @typedef {{ logCost: number; blockSize: number; parallelism: number }} PasswordHashParameters
 */

/**
 * scrypt's memory is 128·N·r bytes (plus 128·r·p); Node and workerd refuse past `maxmem`, which
 * defaults to 32 MiB, with a bare "Scrypt failed". Ask for what the parameters need.
 * @param {PasswordHashParameters} parameters
 */
function memoryLimit({ logCost, blockSize, parallelism }) {
  return 128 * 2 ** logCost * blockSize + 128 * blockSize * parallelism + 1024 * 1024;
}

/**
 * @param {string} password
 * @param {Uint8Array} salt
 * @param {PasswordHashParameters} parameters
 * @returns {Promise<Uint8Array>}
 */
function deriveKey(password, salt, parameters) {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      keyBytes,
      { N: 2 ** parameters.logCost, r: parameters.blockSize, p: parameters.parallelism, maxmem: memoryLimit(parameters) },
      (error, key) => (error ? reject(error) : resolve(new Uint8Array(key))),
    );
  });
}

/** @param {Uint8Array} bytes */
function toBase64(bytes) {
  return Buffer.from(bytes).toString("base64");
}

/**
 * Buffer's decoder skips what it does not understand; only a value that encodes back to itself counts.
 * @param {string} text
 */
function fromCanonicalBase64(text) {
  const bytes = new Uint8Array(Buffer.from(text, "base64"));
  return toBase64(bytes) === text ? bytes : null;
}

/**
 * @param {string} password
 * @param {PasswordHashParameters} [parameters]
 * @returns {Promise<string>}
 */
export async function hashPassword(password, parameters = currentPasswordHashParameters) {
  const salt = new Uint8Array(randomBytes(saltBytes));
  const key = await deriveKey(password, salt, parameters);
  return `$scrypt$ln=${parameters.logCost},r=${parameters.blockSize},p=${parameters.parallelism}$${toBase64(salt)}$${toBase64(key)}`;
}

/**
 * The parameters, salt and key of a stored hash, or null when it is not one of ours.
 * @param {string} stored
 * @returns {{ parameters: PasswordHashParameters; salt: Uint8Array; key: Uint8Array } | null}
 */
export function parsePasswordHash(stored) {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const parameters = { logCost: Number(match[1]), blockSize: Number(match[2]), parallelism: Number(match[3]) };
  if (parameters.logCost < 1 || parameters.logCost > maximumLogCost) return null;
  if (parameters.blockSize < 1 || parameters.parallelism < 1 || parameters.parallelism > maximumParallelism) return null;
  const salt = fromCanonicalBase64(/** @type {string} */ (match[4]));
  const key = fromCanonicalBase64(/** @type {string} */ (match[5]));
  if (!salt || !key || salt.length < 8 || key.length !== keyBytes) return null;
  return { parameters, salt, key };
}

/**
 * Whether `password` matches `stored`, compared in constant time. A malformed hash never matches.
 * @param {string} password
 * @param {string} stored
 * @returns {Promise<boolean>}
 */
export async function verifyPassword(password, stored) {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.parameters);
  return timingSafeEqual(key, parsed.key);
}

/**
 * Whether a stored hash was made with weaker parameters than today's (re-hash it at the next login).
 * @param {string} stored
 */
export function needsRehash(stored) {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return true;
  const current = currentPasswordHashParameters;
  return parsed.parameters.logCost < current.logCost || parsed.parameters.blockSize < current.blockSize || parsed.parameters.parallelism < current.parallelism;
}
