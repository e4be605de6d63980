/** QR codes drawn on the server as SVG (uqr), shown as an image: no script, nothing to load (docs/decisions/062). */
import { renderSVG } from "uqr";

/** A data: URL of the SVG drawing of `text` (the page's CSP allows data: images). */
export function qrCodeDataUrl(text: string): string {
  const svg = renderSVG(text, { ecc: "M", border: 2, pixelSize: 8 });
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
