// Debian's Chromium, as every browser run here launches it (tests, Lighthouse, the install check).

/** The binary: Debian's package, or CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Headless as root, and quiet on a machine whose network reaches only package registries:
 * without the background-networking flags Chromium keeps dialling out and being refused.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
