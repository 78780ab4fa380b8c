/**
 * Demo photos of used equipment, drawn here (SVG rendered by sharp; no borrowed images, no text,
 * so no font is needed): forklifts, pallet racks, pallets, roller conveyors, AGVs, a hoist and a
 * wrapping machine, each in a warehouse with a floor, light and shadow. `variant` changes colours
 * and the camera's angle a little, so several photos of one item differ.
 */
import sharp from "sharp";

/** What a demo photo shows. */
export type EquipmentScene =
  | "forklift"
  | "rack"
  | "pallet"
  | "plasticPallet"
  | "conveyor"
  | "agv"
  | "hoist"
  | "wrapper";

const BODY_COLOURS = ["#f2b705", "#e8590c", "#1c7ed6", "#d9480f", "#2f9e44", "#c92a2a"];
const W = 960;
const H = 720;

/** Warehouse: wall with panels and windows, a polished floor with lane markings. */
function room(variant: number): string {
  const wall = ["#d9dde2", "#e4dfd6", "#d6dde3"][variant % 3];
  const windows = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${40 + i * 160}" y="60" width="120" height="70" rx="4" fill="#f8fbff" opacity="0.85"/><rect x="${40 + i * 160}" y="60" width="120" height="70" rx="4" fill="none" stroke="#9aa5b1" stroke-width="4"/>`,
  ).join("");
  const panels = Array.from(
    { length: 13 },
    (_, i) => `<line x1="${i * 80}" y1="150" x2="${i * 80}" y2="430" stroke="#b8c0c8" stroke-width="2"/>`,
  ).join("");
  return `<defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="#b7bec6"/></linearGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8d969e"/><stop offset="1" stop-color="#5c646b"/></linearGradient>
      <radialGradient id="light" cx="0.5" cy="0.2" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
      <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
      <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#495057"/><stop offset="0.5" stop-color="#adb5bd"/><stop offset="1" stop-color="#495057"/></linearGradient>
      <linearGradient id="roller" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dee2e6"/><stop offset="0.5" stop-color="#868e96"/><stop offset="1" stop-color="#495057"/></linearGradient>
      <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9a66b"/><stop offset="1" stop-color="#a9743d"/></linearGradient>
      <linearGradient id="box" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d2a36c"/><stop offset="1" stop-color="#a47143"/></linearGradient>
    </defs>
    <rect width="${W}" height="430" fill="url(#wall)"/>${panels}${windows}
    <rect y="400" width="${W}" height="30" fill="#7a838b"/>
    <polygon points="0,430 ${W},430 ${W},${H} 0,${H}" fill="url(#floor)"/>
    <polygon points="${120 + variant * 10},430 ${150 + variant * 10},430 ${-80 + variant * 10},${H} ${-150 + variant * 10},${H}" fill="#f2c94c" opacity="0.75"/>
    <polygon points="${800 - variant * 8},430 ${830 - variant * 8},430 ${1060 - variant * 8},${H} ${990 - variant * 8},${H}" fill="#f2c94c" opacity="0.75"/>
    <rect width="${W}" height="${H}" fill="url(#light)"/>`;
}

/** A cardboard box at x,y (top-left of its front face) with a lid line and tape. */
function carton(x: number, y: number, w: number, h: number): string {
  return `<polygon points="${x},${y} ${x + 18},${y - 14} ${x + w + 18},${y - 14} ${x + w},${y}" fill="#c89a62"/>
    <polygon points="${x + w},${y} ${x + w + 18},${y - 14} ${x + w + 18},${y + h - 14} ${x + w},${y + h}" fill="#8f6035"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#box)"/>
    <rect x="${x + w / 2 - 8}" y="${y}" width="16" height="${h * 0.45}" fill="#e9d7b8" opacity="0.8"/>`;
}

/** A wooden pallet seen from the front at x,y (top-left), `w` wide. */
function pallet(x: number, y: number, w: number): string {
  const blocks = [0, 0.45, 0.9].map(
    (f) => `<rect x="${x + f * w - (f === 0.9 ? 0 : 0)}" y="${y + 14}" width="${w * 0.1}" height="22" fill="#9c6b37"/>`,
  );
  return `<rect x="${x}" y="${y}" width="${w}" height="14" fill="url(#wood)"/>${blocks.join("")}
    <rect x="${x}" y="${y + 36}" width="${w}" height="10" fill="url(#wood)"/>
    <line x1="${x}" y1="${y + 7}" x2="${x + w}" y2="${y + 7}" stroke="#8a5a2b" stroke-width="1.5" opacity="0.6"/>`;
}

function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>`;
}

function wheel(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#212529"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#868e96"/><circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="#343a40"/>`;
}

function forklift(v: number): string {
  const body = BODY_COLOURS[v % BODY_COLOURS.length];
  const x = 230 + (v % 3) * 30;
  const lift = 40 + (v % 2) * 70;
  return `${shadow(x + 230, 622, 320, 34)}
    <rect x="${x + 395}" y="${250 - lift}" width="18" height="${370 + lift}" fill="url(#metal)"/>
    <rect x="${x + 425}" y="${250 - lift}" width="18" height="${370 + lift}" fill="url(#metal)"/>
    <rect x="${x + 385}" y="${520 - lift}" width="70" height="16" fill="#343a40"/>
    <rect x="${x + 445}" y="${520 - lift}" width="190" height="12" fill="#495057"/>
    <rect x="${x + 445}" y="${470 - lift}" width="12" height="62" fill="#495057"/>
    ${pallet(x + 470, 470 - lift - 46, 160)}
    ${carton(x + 480, 330 - lift, 130, 94)}
    <path d="M${x} 600 L${x} 470 Q${x} 430 ${x + 40} 425 L${x + 120} 425 L${x + 160} 360 L${x + 360} 360 L${x + 390} 470 L${x + 390} 600 Z" fill="${body}"/>
    <path d="M${x} 600 L${x} 480 Q${x} 440 ${x + 40} 440 L${x + 80} 440 L${x + 80} 600 Z" fill="#343a40"/>
    <rect x="${x + 150}" y="200" width="12" height="170" fill="#343a40"/>
    <rect x="${x + 350}" y="200" width="12" height="170" fill="#343a40"/>
    <rect x="${x + 140}" y="190" width="232" height="16" rx="6" fill="#343a40"/>
    <line x1="${x + 170}" y1="198" x2="${x + 340}" y2="198" stroke="#868e96" stroke-width="3"/>
    <path d="M${x + 190} 360 L${x + 200} 290 Q${x + 205} 275 ${x + 225} 278 L${x + 250} 282 L${x + 245} 360 Z" fill="#212529"/>
    <line x1="${x + 290}" y1="360" x2="${x + 320}" y2="300" stroke="#212529" stroke-width="8"/>
    <ellipse cx="${x + 322}" cy="298" rx="26" ry="8" fill="#212529" transform="rotate(-25 ${x + 322} 298)"/>
    <rect x="${x + 20}" y="500" width="350" height="10" fill="#000" opacity="0.15"/>
    <rect x="${x + 250}" y="420" width="90" height="26" rx="4" fill="#ffffff" opacity="0.25"/>
    ${wheel(x + 110, 600, 52)}${wheel(x + 330, 598, 58)}`;
}

function rack(v: number): string {
  const upright = ["#1c7ed6", "#1864ab", "#2b8a3e"][v % 3];
  const beam = ["#f76707", "#e8590c", "#fab005"][v % 3];
  const left = 120 + (v % 2) * 40;
  const bays = 2;
  const bayW = 330;
  let out = shadow(480, 640, 420, 26);
  for (let b = 0; b <= bays; b++) {
    const x = left + b * bayW;
    out += `<rect x="${x}" y="150" width="22" height="480" fill="${upright}"/>`;
    for (let k = 0; k < 12; k++) out += `<circle cx="${x + 11}" cy="${170 + k * 38}" r="3" fill="#0b3d6b"/>`;
  }
  for (let level = 0; level < 3; level++) {
    const y = 250 + level * 140;
    out += `<rect x="${left}" y="${y}" width="${bays * bayW + 22}" height="20" fill="${beam}"/>`;
    for (let b = 0; b < bays; b++) {
      const x = left + 30 + b * bayW;
      if ((level + b + v) % 4 === 3) continue;
      out += pallet(x + 10, y - 46, 280);
      out += carton(x + 30, y - 146, 110, 96) + carton(x + 150, y - 130, 110, 80);
    }
  }
  return out;
}

function palletStack(v: number, plastic: boolean): string {
  let out = shadow(480, 640, 360, 30);
  for (let stack = 0; stack < 2; stack++) {
    const x = 170 + stack * 330 + (v % 2) * 20;
    for (let i = 0; i < 6 - stack; i++) {
      const y = 590 - i * 48;
      out += plastic
        ? `<rect x="${x}" y="${y}" width="290" height="14" rx="3" fill="#1971c2"/><rect x="${x + 6}" y="${y + 14}" width="40" height="26" fill="#1864ab"/><rect x="${x + 125}" y="${y + 14}" width="40" height="26" fill="#1864ab"/><rect x="${x + 244}" y="${y + 14}" width="40" height="26" fill="#1864ab"/><rect x="${x}" y="${y + 40}" width="290" height="8" fill="#1971c2"/>`
        : `<g transform="translate(0 0)">${pallet(x, y, 290)}</g><polygon points="${x + 290},${y} ${x + 320},${y - 20} ${x + 320},${y + 26} ${x + 290},${y + 46}" fill="#8a5a2b"/><polygon points="${x},${y} ${x + 30},${y - 20} ${x + 320},${y - 20} ${x + 290},${y}" fill="#e0b47e"/>`;
    }
  }
  return out;
}

function conveyor(v: number): string {
  const frame = ["#495057", "#1c7ed6", "#2f9e44"][v % 3];
  let out = shadow(480, 640, 440, 24);
  // A belt of rollers running into the room (perspective trapezoid).
  const rows = 16;
  for (let i = 0; i < rows; i++) {
    const t0 = i / rows;
    const y = 620 - t0 * 200;
    const half = 330 - t0 * 170;
    out += `<rect x="${480 - half}" y="${y - 10}" width="${half * 2}" height="${12 - t0 * 5}" rx="5" fill="url(#roller)"/>`;
  }
  out += `<polygon points="130,630 150,630 330,420 318,420" fill="${frame}"/><polygon points="830,630 810,630 630,420 642,420" fill="${frame}"/>`;
  for (const [x, y, h] of [
    [170, 630, 70],
    [780, 630, 70],
    [300, 480, 50],
    [650, 480, 50],
  ] as const) {
    out += `<rect x="${x - 8}" y="${y}" width="16" height="${h}" fill="${frame}"/>`;
  }
  out += carton(400 + (v % 2) * 30, 430, 90, 60) + carton(330, 530, 150, 90);
  return out;
}

function agv(v: number): string {
  const body = ["#343a40", "#f8f9fa", "#1c7ed6"][v % 3];
  const accent = ["#fab005", "#1c7ed6", "#f8f9fa"][v % 3];
  const x = 200 + (v % 2) * 40;
  return `<polygon points="0,640 ${W},560 ${W},575 0,655" fill="#fab005" opacity="0.9"/>
    ${shadow(x + 280, 610, 330, 30)}
    <path d="M${x} 590 L${x} 500 Q${x} 470 ${x + 30} 470 L${x + 530} 470 Q${x + 560} 470 ${x + 560} 500 L${x + 560} 590 Z" fill="${body}"/>
    <rect x="${x + 30}" y="450" width="500" height="24" rx="8" fill="#868e96"/>
    <rect x="${x + 60}" y="438" width="440" height="14" rx="5" fill="#495057"/>
    <rect x="${x}" y="540" width="560" height="14" fill="${accent}"/>
    ${Array.from({ length: 9 }, (_, i) => `<polygon points="${x + 20 + i * 60},540 ${x + 45 + i * 60},540 ${x + 35 + i * 60},554 ${x + 10 + i * 60},554" fill="#212529" opacity="0.7"/>`).join("")}
    <rect x="${x + 520}" y="500" width="30" height="26" rx="6" fill="#212529"/><circle cx="${x + 535}" cy="513" r="7" fill="#63e6be"/>
    <rect x="${x + 40}" y="500" width="120" height="12" rx="6" fill="#69db7c" opacity="0.9"/>
    ${wheel(x + 90, 596, 18)}${wheel(x + 470, 596, 18)}`;
}

function hoist(v: number): string {
  const body = BODY_COLOURS[(v + 2) % BODY_COLOURS.length];
  return `<rect x="80" y="150" width="800" height="26" fill="#495057"/><rect x="80" y="176" width="800" height="8" fill="#343a40"/>
    <rect x="${400 + (v % 3) * 30}" y="184" width="150" height="110" rx="14" fill="${body}"/>
    <rect x="${420 + (v % 3) * 30}" y="206" width="110" height="20" rx="6" fill="#000" opacity="0.2"/>
    ${Array.from({ length: 14 }, (_, i) => `<ellipse cx="${475 + (v % 3) * 30}" cy="${305 + i * 16}" rx="6" ry="9" fill="none" stroke="#adb5bd" stroke-width="4"/>`).join("")}
    <path d="M${460 + (v % 3) * 30} 530 q15 40 30 0" stroke="#343a40" stroke-width="10" fill="none"/>
    ${shadow(480, 640, 200, 20)}${pallet(380 + (v % 3) * 30, 580, 200)}`;
}

function wrapper(v: number): string {
  const body = ["#1c7ed6", "#2f9e44", "#495057"][v % 3];
  return `${shadow(480, 640, 360, 28)}
    <ellipse cx="450" cy="600" rx="230" ry="40" fill="#495057"/><ellipse cx="450" cy="592" rx="230" ry="40" fill="#868e96"/>
    ${pallet(330, 520, 240)}
    <rect x="340" y="330" width="220" height="190" fill="#e9ecef" opacity="0.85"/>
    ${Array.from({ length: 8 }, (_, i) => `<line x1="340" y1="${345 + i * 22}" x2="560" y2="${350 + i * 22}" stroke="#ced4da" stroke-width="3"/>`).join("")}
    <rect x="700" y="170" width="70" height="440" rx="8" fill="${body}"/>
    <rect x="670" y="${260 + (v % 2) * 60}" width="40" height="90" rx="6" fill="#343a40"/>
    <rect x="712" y="200" width="46" height="60" rx="6" fill="#212529"/><circle cx="735" cy="280" r="8" fill="#fa5252"/>`;
}

const SCENES: Record<EquipmentScene, (v: number) => string> = {
  forklift,
  rack,
  pallet: (v) => palletStack(v, false),
  plasticPallet: (v) => palletStack(v, true),
  conveyor,
  agv,
  hoist,
  wrapper,
};

/** A 960×720 JPEG photo of `scene`; `variant` (0, 1, 2 …) changes colours and angle. */
export function equipmentPhoto(scene: EquipmentScene, variant: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${room(variant)}${SCENES[scene](variant)}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer();
}
