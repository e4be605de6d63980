/**
 * The security headers every response carries (docs/SECURITY.md, "Framing, sniffing, leaking"). The CSP allows scripts only with this response's nonce
 * ('strict-dynamic' lets Remix's nonce'd module scripts load the route chunks).
 */
export function contentSecurityPolicy(nonce: string, isHttps: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "manifest-src 'self'",
  ];
  if (isHttps) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function applySecurityHeaders(headers: Headers, options: { nonce: string; url: URL }): void {
  const isHttps = options.url.protocol === "https:";
  const contentType = headers.get("Content-Type") ?? "";
  // A resource route that serves stored HTML (the local mailbox) sets its own, stricter policy
  // (no script at all, sandboxed): it is kept. Every page Remix renders gets the nonce policy.
  if (contentType.startsWith("text/html") && !headers.has("Content-Security-Policy")) {
    headers.set("Content-Security-Policy", contentSecurityPolicy(options.nonce, isHttps));
  }
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (isHttps && !isLocalHost(options.url.hostname)) {
    headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
}

function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

/** 16 random bytes, base64: a fresh nonce for every response. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
