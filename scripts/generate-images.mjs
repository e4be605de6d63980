#!/usr/bin/env node
// Draws the site's illustrations as SVG and writes them as WebP (1200 px and 600 px wide, 16:10)
// under public/images. The output is committed; run this again only after changing a drawing:
//   node scripts/generate-images.mjs
// Uses sharp (libvips with librsvg), which the toolchain already installs (a wrangler dependency);
// no text is drawn, so no font is needed and the images read the same in both languages.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const width = 1200;
const height = 750;

const palettes = {
  teal: ["#0b3a47", "#1f6d7c", "#74c3ce"],
  deep: ["#082b35", "#0f4c5c", "#3fa3b2"],
  sea: ["#0f4c5c", "#2a8797", "#a9dce3"],
  dusk: ["#1e293b", "#0f4c5c", "#f6c453"],
  sun: ["#0b3a47", "#2a8797", "#f6c453"],
};

const white = "#ffffff";
const accent = "#f6c453";
const light = "#d4eef1";

function frame(paletteName, drawing) {
  const [from, to, glow] = palettes[paletteName];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1050" cy="120" r="260" fill="${glow}" opacity="0.18"/>
  <circle cx="140" cy="680" r="220" fill="${glow}" opacity="0.14"/>
  <circle cx="980" cy="640" r="90" fill="${white}" opacity="0.06"/>
  <g stroke-linecap="round" stroke-linejoin="round">${drawing}</g>
</svg>`;
}

// ─── Motifs (each drawn around the centre of the 1200×750 canvas) ──────────────────────────────

/** A motif's shapes, drawn around (0, 0), moved to (x, y); `transform` adds to the move (scale, rotate). */
const placed = (x, y, shapes, { transform = "", attributes = "" } = {}) => `
  <g transform="translate(${x} ${y})${transform ? ` ${transform}` : ""}"${attributes ? ` ${attributes}` : ""}>${shapes}
  </g>`;

const house = (x, y, scale = 1, fill = white) =>
  placed(
    x,
    y,
    `
    <path d="M-150 20 L0 -110 L150 20 Z" fill="${accent}"/>
    <rect x="-115" y="10" width="230" height="170" rx="8" fill="${fill}"/>
    <rect x="-30" y="80" width="60" height="100" rx="6" fill="#0f4c5c"/>
    <rect x="-95" y="45" width="45" height="45" rx="4" fill="${light}"/>
    <rect x="50" y="45" width="45" height="45" rx="4" fill="${light}"/>`,
    { transform: `scale(${scale})` },
  );

const umbrella = (x, y) =>
  placed(
    x,
    y,
    `
    <path d="M-260 0 A260 200 0 0 1 260 0 Q195 -30 130 0 Q65 -30 0 0 Q-65 -30 -130 0 Q-195 -30 -260 0 Z" fill="${accent}"/>
    <path d="M0 -200 L0 -215" stroke="${accent}" stroke-width="12"/>`,
  );

const hands = (x, y) =>
  placed(
    x,
    y,
    `
    <path d="M-260 -40 Q-250 90 -90 110 L-10 110"/>
    <path d="M260 -40 Q250 90 90 110 L10 110"/>`,
    { attributes: `fill="none" stroke="${light}" stroke-width="26"` },
  );

const chart = (x, y, color = accent) =>
  placed(
    x,
    y,
    `
    <rect x="-300" y="-200" width="600" height="400" rx="24" fill="${white}" opacity="0.96"/>
    <path d="M-240 150 L240 150" stroke="#0f4c5c" stroke-width="14"/>
    <path d="M-240 150 L-240 -150" stroke="#94a3b8" stroke-width="6"/>
    <path d="M-220 100 L-120 40 L-40 70 L40 -10 L120 10 L220 -110" fill="none" stroke="${color}" stroke-width="20"/>
    <path d="M180 -130 L225 -115 L205 -70" fill="none" stroke="${color}" stroke-width="20"/>
    <circle cx="-120" cy="40" r="12" fill="#0f4c5c"/><circle cx="40" cy="-10" r="12" fill="#0f4c5c"/>`,
  );

const shield = (x, y, scale = 1) =>
  placed(
    x,
    y,
    `
    <path d="M0 -170 L140 -120 L140 10 Q140 120 0 180 Q-140 120 -140 10 L-140 -120 Z" fill="${white}"/>
    <path d="M-55 5 L-15 45 L65 -45" fill="none" stroke="#1f6d7c" stroke-width="26"/>`,
    { transform: `scale(${scale})` },
  );

const coins = (x, y) =>
  placed(
    x,
    y,
    `
    ${[0, 1, 2, 3, 4].map((index) => `<ellipse cx="0" cy="${-index * 34}" rx="90" ry="28" fill="${accent}" stroke="#b7791f" stroke-width="6"/>`).join("")}`,
  );

const arrowUp = (x, y) =>
  placed(
    x,
    y,
    `
    <path d="M0 120 L0 -120"/><path d="M-60 -60 L0 -120 L60 -60"/>`,
    { attributes: `fill="none" stroke="${light}" stroke-width="22"` },
  );

const heart = (x, y, scale = 1, fill = white) =>
  placed(
    x,
    y,
    `
    <path d="M0 150 C-220 10 -170 -170 -40 -140 Q-10 -130 0 -95 Q10 -130 40 -140 C170 -170 220 10 0 150 Z" fill="${fill}"/>`,
    { transform: `scale(${scale})` },
  );

const pulse = (x, y) => `
  <path transform="translate(${x} ${y})" d="M-230 0 L-90 0 L-50 -80 L10 90 L60 -40 L90 0 L230 0" fill="none" stroke="#1f6d7c" stroke-width="18"/>`;

const person = (x, y, scale = 1, fill = white) =>
  placed(
    x,
    y,
    `
    <circle cx="0" cy="-95" r="55"/>
    <path d="M-95 110 Q-95 -20 0 -20 Q95 -20 95 110 Z"/>`,
    { transform: `scale(${scale})`, attributes: `fill="${fill}"` },
  );

const robot = (x, y) =>
  placed(
    x,
    y,
    `
    <path d="M0 -230 L0 -180" stroke="${light}" stroke-width="12"/><circle cx="0" cy="-240" r="18" fill="${accent}"/>
    <rect x="-170" y="-180" width="340" height="250" rx="60" fill="${white}"/>
    <circle cx="-70" cy="-70" r="38" fill="#0f4c5c"/><circle cx="70" cy="-70" r="38" fill="#0f4c5c"/>
    <circle cx="-58" cy="-82" r="12" fill="${white}"/><circle cx="82" cy="-82" r="12" fill="${white}"/>
    <path d="M-60 10 Q0 50 60 10" fill="none" stroke="#1f6d7c" stroke-width="16"/>
    <rect x="-130" y="90" width="260" height="150" rx="30" fill="${light}"/>
    <path d="M-80 200 A80 80 0 0 1 80 200" fill="none" stroke="#0f4c5c" stroke-width="18"/>
    <path d="M0 200 L45 150" stroke="${accent}" stroke-width="14"/>`,
  );

const laptop = (x, y) =>
  placed(
    x,
    y,
    `
    <rect x="-280" y="-190" width="560" height="340" rx="22" fill="#0b3a47" stroke="${white}" stroke-width="14"/>
    <rect x="-240" y="-150" width="480" height="70" rx="10" fill="${light}"/>
    <rect x="-240" y="-60" width="300" height="22" rx="11" fill="${white}" opacity="0.8"/>
    <rect x="-240" y="-20" width="360" height="22" rx="11" fill="${white}" opacity="0.6"/>
    <rect x="-240" y="70" width="480" height="28" rx="14" fill="${white}" opacity="0.25"/>
    <rect x="-240" y="70" width="330" height="28" rx="14" fill="${accent}"/>
    <path d="M-340 170 L340 170 L300 215 L-300 215 Z" fill="${white}"/>`,
  );

const phone = (x, y) =>
  placed(
    x,
    y,
    `
    <rect x="-75" y="-140" width="150" height="280" rx="26" fill="${white}"/>
    <rect x="-58" y="-110" width="116" height="200" rx="10" fill="${light}"/>
    <rect x="-45" y="40" width="90" height="14" rx="7" fill="${accent}"/>`,
  );

const gradCap = (x, y) =>
  placed(
    x,
    y,
    `
    <path d="M0 -120 L260 -20 L0 80 L-260 -20 Z" fill="${white}"/>
    <path d="M-150 25 L-150 120 Q0 190 150 120 L150 25 L0 80 Z" fill="${light}"/>
    <path d="M200 -5 L200 120" stroke="${accent}" stroke-width="12"/><circle cx="200" cy="130" r="20" fill="${accent}"/>`,
  );

const journey = () => `
  <path d="M120 600 C380 600 330 380 600 380 C870 380 820 170 1080 170" fill="none" stroke="${light}" stroke-width="18" stroke-dasharray="2 40"/>
  ${[
    [200, 600],
    [600, 380],
  ]
    .map(
      ([cx, cy]) =>
        `<circle cx="${cx}" cy="${cy}" r="56" fill="${white}"/><path d="M${cx - 24} ${cy} L${cx - 6} ${cy + 20} L${cx + 26} ${cy - 18}" fill="none" stroke="#1f6d7c" stroke-width="14"/>`,
    )
    .join("")}
  <g transform="translate(1000 200)">
    <rect x="-130" y="-100" width="260" height="190" rx="18" fill="${white}"/>
    <rect x="-95" y="-60" width="190" height="18" rx="9" fill="${light}"/>
    <rect x="-95" y="-25" width="140" height="18" rx="9" fill="${light}"/>
    <circle cx="70" cy="45" r="34" fill="${accent}"/>
  </g>`;

const network = (centerX = 600, centerY = 375) => {
  const nodes = [
    [-300, -150],
    [-320, 120],
    [-90, -230],
    [120, -200],
    [320, -90],
    [280, 170],
    [40, 230],
    [-170, 40],
    [130, 30],
  ];
  const edges = [
    [0, 2],
    [0, 7],
    [1, 7],
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 6],
    [6, 7],
    [7, 8],
    [8, 3],
    [8, 5],
    [2, 8],
    [1, 6],
  ];
  return `<g transform="translate(${centerX} ${centerY})">
    ${edges.map(([a, b]) => `<path d="M${nodes[a][0]} ${nodes[a][1]} L${nodes[b][0]} ${nodes[b][1]}" stroke="${light}" stroke-width="8" opacity="0.7"/>`).join("")}
    ${nodes.map(([x, y], index) => `<circle cx="${x}" cy="${y}" r="${index === 8 ? 52 : 34}" fill="${index === 8 ? accent : white}"/>`).join("")}
  </g>`;
};

const checklist = (x, y) =>
  placed(
    x,
    y,
    `
    <rect x="-190" y="-240" width="380" height="480" rx="28" fill="${white}"/>
    ${[-130, -10, 110]
      .map(
        (rowY) => `<rect x="-140" y="${rowY - 30}" width="60" height="60" rx="12" fill="${light}"/>
      <path d="M-128 ${rowY} L-112 ${rowY + 16} L-88 ${rowY - 14}" fill="none" stroke="#1f6d7c" stroke-width="12"/>
      <rect x="-50" y="${rowY - 12}" width="180" height="24" rx="12" fill="#cbd5e1"/>`,
      )
      .join("")}`,
  );

const card = (x, y) =>
  placed(
    x,
    y,
    `
    <rect x="-150" y="-95" width="300" height="190" rx="20" fill="${accent}"/>
    <circle cx="-80" cy="-15" r="40" fill="${white}"/>
    <rect x="-20" y="-40" width="130" height="18" rx="9" fill="${white}"/>
    <rect x="-20" y="0" width="100" height="18" rx="9" fill="${white}" opacity="0.8"/>`,
    { transform: "rotate(-8)" },
  );

const palm = (x, y) =>
  placed(
    x,
    y,
    `
    <path d="M0 200 Q-10 40 20 -120" stroke="#b7791f" stroke-width="22"/>
    <path d="M20 -120 Q-60 -170 -150 -120 M20 -120 Q90 -180 170 -120 M20 -120 Q-30 -60 -110 -30 M20 -120 Q80 -60 140 -20" stroke="#a9dce3" stroke-width="26"/>`,
    { attributes: 'fill="none"' },
  );

const calculator = (x, y) =>
  placed(
    x,
    y,
    `
    <rect x="-130" y="-190" width="260" height="380" rx="26" fill="${white}"/>
    <rect x="-95" y="-155" width="190" height="80" rx="12" fill="#0f4c5c"/>
    ${[0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map(
          (column) =>
            `<rect x="${-95 + column * 68}" y="${-45 + row * 72}" width="54" height="54" rx="12" fill="${row === 2 && column === 2 ? accent : light}"/>`,
        ),
      )
      .join("")}`,
  );

const clock = (x, y) =>
  placed(
    x,
    y,
    `
    <circle r="120" fill="${white}"/><circle r="120" fill="none" stroke="${accent}" stroke-width="16"/>
    <path d="M0 0 L0 -70 M0 0 L50 30" stroke="#0f4c5c" stroke-width="16"/>`,
  );

const table = () => `<rect x="250" y="520" width="700" height="36" rx="18" fill="${white}" opacity="0.9"/>`;

// ─── The illustrations ─────────────────────────────────────────────────────────────────────────

const illustrations = {
  "services/term-insurance": frame("teal", `${umbrella(600, 330)}${house(600, 440, 1.1)}`),
  "services/fixed-index-annuities": frame("deep", chart(600, 375)),
  "services/mortgage-protection": frame("sea", `${house(600, 330, 1.15)}${hands(600, 470)}`),
  "services/long-term-care": frame("teal", `${person(470, 380, 1.2)}${person(720, 420, 0.95, light)}${heart(600, 170, 0.45, accent)}`),
  "services/iul": frame("deep", `${shield(470, 375, 1.3)}${coins(760, 520)}${arrowUp(900, 300)}`),
  "services/health-insurance": frame("sea", `${heart(600, 370, 1.35)}${pulse(600, 370)}`),
  "services/credit-resolution": frame("dusk", robot(600, 390)),
  "pages/about": frame("teal", `${gradCap(600, 290)}${person(420, 560, 0.7, light)}${person(780, 560, 0.7)}`),
  "pages/founder": frame("sun", `${person(600, 450, 2.1)}<circle cx="600" cy="250" r="116" fill="${white}"/>`),
  "pages/license-journey": frame("deep", journey()),
  "pages/course-engine": frame("teal", `${laptop(540, 360)}${phone(930, 420)}`),
  "pages/sponsorship": frame("sun", `${person(400, 420, 1.1, light)}${person(600, 380, 1.3)}${person(800, 420, 1.1, light)}${table()}`),
  "pages/partner-network": frame("deep", network()),
  "blog/post-1": frame("teal", `${checklist(480, 375)}${card(830, 470)}`),
  "blog/post-2": frame(
    "sea",
    `<path d="M160 640 Q400 560 450 400" fill="none" stroke="${light}" stroke-width="20"/><path d="M160 640 Q700 640 900 330" fill="none" stroke="${accent}" stroke-width="20"/>${house(450, 330, 0.6)}${house(900, 250, 0.75)}`,
  ),
  "blog/post-3": frame("deep", chart(600, 375, "#74c3ce")),
  "blog/post-4": frame("teal", `${house(600, 330, 1.15)}${hands(600, 470)}`),
  "blog/post-5": frame("sun", `${house(560, 400, 1.2)}${palm(900, 440)}<ellipse cx="240" cy="150" rx="140" ry="50" fill="${white}" opacity="0.35"/>`),
  "blog/post-6": frame("dusk", network()),
  "blog/post-7": frame("sea", `${calculator(470, 375)}${shield(790, 375, 0.95)}`),
  "blog/post-8": frame("teal", `${person(470, 400, 1.1)}${person(730, 400, 1.1, light)}${table()}${clock(600, 150)}`),
};

for (const [name, svg] of Object.entries(illustrations)) {
  const base = path.join(root, "public/images", name);
  mkdirSync(path.dirname(base), { recursive: true });
  const image = sharp(Buffer.from(svg));
  await image.clone().webp({ quality: 80, effort: 6 }).toFile(`${base}.webp`);
  await image.clone().resize(600, 375).webp({ quality: 78, effort: 6 }).toFile(`${base}-600.webp`);
  console.log(`public/images/${name}.webp`);
}
