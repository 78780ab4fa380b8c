/**
 * The cargo list as the page edits it, its check before a plan (the contract's schema, so the
 * browser refuses what the server would, 5,000 boxes at most) and the colour of each cargo row.
 */
import {
  type CargoRow,
  cargoListSchema,
  issueText,
  type MixedFleet,
  mixedFleetSchema,
  PALLETS,
  type PalletCode,
  type Palletise,
  palletiseSchema,
  t,
} from "@portal/contract";

let nextId = 1;

/** A fresh row id, unique within the page. */
export function newRowId(): string {
  nextId += 1;
  return `c${Date.now().toString(36)}${nextId}`;
}

/** An empty-ish new row (a 600 × 400 × 400 mm carton of 10 kg, this side up). */
export function blankRow(index: number): CargoRow {
  return {
    id: newRowId(),
    name: `${t("loadingCargoName")} ${index}`,
    length: 600,
    width: 400,
    height: 400,
    weightKg: 10,
    quantity: 10,
    canStand: [false, false, true],
    stackable: true,
  };
}

/** A loaded pallet as a cargo row: the pallet's footprint, 1,000 mm of goods on the 150 mm deck. */
export function palletRow(code: PalletCode): CargoRow {
  const pallet = PALLETS[code];
  return {
    id: newRowId(),
    name: pallet.name,
    length: pallet.length,
    width: pallet.width,
    height: 1150,
    weightKg: 500,
    quantity: 10,
    canStand: [false, false, true],
    stackable: false,
  };
}

/** The first problem of `rows` as a Korean sentence naming the row, or null when they may be planned. */
export function cargoProblem(rows: CargoRow[]): string | null {
  const parsed = cargoListSchema.safeParse(rows);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const text = issueText(issue?.message ?? "");
  const row = issue?.path[0];
  return typeof row === "number" ? t("loadingImportRow", { row: row + 1, message: text }) : text;
}

/** The first problem of the mixed fleet or pallet options as a Korean sentence, or null (the server's rules). */
export function optionsProblem(fleet: MixedFleet | undefined, palletise: Palletise | undefined): string | null {
  for (const [schema, value] of [
    [mixedFleetSchema, fleet],
    [palletiseSchema, palletise],
  ] as const) {
    if (value === undefined) continue;
    const parsed = schema.safeParse(value);
    if (!parsed.success) return issueText(parsed.error.issues[0]?.message ?? "");
  }
  return null;
}

/** The colour of the cargo row at `index`: hues a golden angle apart, two lightnesses (CSS and three.js read it). */
export function rowColour(index: number): string {
  const hue = Math.round((index * 137.508 + 210) % 360);
  return `hsl(${hue}, 62%, ${index % 2 === 0 ? 46 : 58}%)`;
}
