// A release's compiled course as D1 rows (docs/decisions/094): the JSON gzipped, in base64, cut into
// pieces of 30,000 characters (one statement stays far under D1's 100 kB). About a fifth of the
// JSON's size, so a release is some 50 rows and loads in one read. Web streams only: the Worker and
// Node (the import) share it.

const pieceChars = 30_000;

async function streamed(bytes, transform) {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The course's JSON as the rows' texts. */
export async function packCourse(courseJson) {
  const gzipped = await streamed(new TextEncoder().encode(courseJson), new CompressionStream("gzip"));
  let binary = "";
  for (let start = 0; start < gzipped.length; start += 0x8000) binary += String.fromCharCode(...gzipped.subarray(start, start + 0x8000));
  const base64 = btoa(binary);
  const pieces = [];
  for (let start = 0; start < base64.length; start += pieceChars) pieces.push(base64.slice(start, start + pieceChars));
  return pieces;
}

/** The rows' texts, in order, back to the course's JSON. */
export async function unpackCourse(pieces) {
  const binary = atob(pieces.join(""));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return new TextDecoder().decode(await streamed(bytes, new DecompressionStream("gzip")));
}
