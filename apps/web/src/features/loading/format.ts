/** Number formats of the loading pages (Korean grouping): mm, kg, percentages, m³. */
const integer = new Intl.NumberFormat("ko-KR", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("ko-KR", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** 12,032 */
export const mm = (value: number) => integer.format(value);
/** 1,234 kg → "1,234" */
export const kg = (value: number) => integer.format(value);
/** 0.8734 → "87.3%" */
export const percent = (ratio: number) => `${oneDecimal.format(ratio * 100)}%`;
/** mm³ → "12.3" (m³) */
export const cubicMetres = (mm3: number) => oneDecimal.format(mm3 / 1e9);
/** A point or a size, mm: "x 1,157 · y 1,474 · z 1,035". */
export const point = (x: number, y: number, z: number) => `x ${mm(x)} · y ${mm(y)} · z ${mm(z)}`;
/** 1234000 won → "1,234,000" */
export const won = (value: number) => integer.format(value);
