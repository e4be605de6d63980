/**
 * A software authenticator for the worker tests of passkeys (docs/decisions/064): an ES256 key made
 * with WebCrypto, answering a registration ("none" attestation) and sign-ins exactly as a browser
 * passes an authenticator's answer on (the JSON @simplewebauthn/browser posts), for any challenge,
 * origin and RP ID the test chooses, so that every way an answer can be wrong can be tried.
 */

function base64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("base64url");
}

const sha256 = async (bytes: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** The little CBOR a "none" attestation needs: integers, byte and text strings, maps. */
type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;
function cborHead(major: number, length: number): Uint8Array {
  if (length < 24) return Uint8Array.of((major << 5) | length);
  if (length < 256) return Uint8Array.of((major << 5) | 24, length);
  return Uint8Array.of((major << 5) | 25, length >> 8, length & 255);
}
function cbor(value: CborValue): Uint8Array {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") return concat(cborHead(3, utf8(value).length), utf8(value));
  if (value instanceof Uint8Array) return concat(cborHead(2, value.length), value);
  return concat(cborHead(5, value.size), ...[...value].flatMap(([key, entry]) => [cbor(key), cbor(entry)]));
}

/** An ECDSA signature as WebCrypto gives it (r ‖ s, 64 bytes) in the DER form WebAuthn carries. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    const trimmed = bytes.slice(start);
    const padded = trimmed[0]! & 0x80 ? concat(Uint8Array.of(0), trimmed) : trimmed;
    return concat(Uint8Array.of(0x02, padded.length), padded);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

const flags = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;

export interface SoftwareAuthenticator {
  credentialId: string;
  /** The answer to a registration's options (`navigator.credentials.create`). */
  register(options: { challenge: string; user: { id: string } }, where: { origin: string; rpID: string; isUserVerified?: boolean }): Promise<string>;
  /** The answer to a sign-in's options (`navigator.credentials.get`); the counter goes up each time unless `counter` is given. */
  signIn(
    options: { challenge: string },
    where: { origin: string; rpID: string; userHandle: string; counter?: number; isUserVerified?: boolean },
  ): Promise<string>;
}

/** A new authenticator holding one passkey. */
export async function softwareAuthenticator(): Promise<SoftwareAuthenticator> {
  const keys = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", keys.publicKey));
  const coseKey = cbor(
    new Map<CborValue, CborValue>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, raw.slice(1, 33)],
      [-3, raw.slice(33, 65)],
    ]),
  );
  const credential = crypto.getRandomValues(new Uint8Array(32));
  let counter = 0;
  return {
    credentialId: base64Url(credential),
    async register(options, { origin, rpID, isUserVerified = true }) {
      const clientData = utf8(JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin, crossOrigin: false }));
      const authData = concat(
        await sha256(utf8(rpID)),
        Uint8Array.of(flags.userPresent | (isUserVerified ? flags.userVerified : 0) | flags.attestedData),
        Uint8Array.of(0, 0, 0, 0),
        new Uint8Array(16), // AAGUID: none
        Uint8Array.of(credential.length >> 8, credential.length & 255),
        credential,
        coseKey,
      );
      const attestationObject = cbor(
        new Map<CborValue, CborValue>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return JSON.stringify({
        id: base64Url(credential),
        rawId: base64Url(credential),
        type: "public-key",
        response: { clientDataJSON: base64Url(clientData), attestationObject: base64Url(attestationObject), transports: ["internal"] },
        clientExtensionResults: {},
      });
    },
    async signIn(options, { origin, rpID, userHandle, counter: fixed, isUserVerified = true }) {
      counter = fixed ?? counter + 1;
      const clientData = utf8(JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin, crossOrigin: false }));
      const authData = concat(
        await sha256(utf8(rpID)),
        Uint8Array.of(flags.userPresent | (isUserVerified ? flags.userVerified : 0)),
        Uint8Array.of(counter >>> 24, (counter >> 16) & 255, (counter >> 8) & 255, counter & 255),
      );
      const signed = concat(authData, await sha256(clientData));
      const signature = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, signed));
      return JSON.stringify({
        id: base64Url(credential),
        rawId: base64Url(credential),
        type: "public-key",
        response: { clientDataJSON: base64Url(clientData), authenticatorData: base64Url(authData), signature: base64Url(derSignature(signature)), userHandle },
        clientExtensionResults: {},
      });
    },
  };
}

/** The user handle a registration's options carry for an account (what the authenticator returns at sign-in). */
export function userHandleOf(userId: string): string {
  return base64Url(utf8(userId));
}
