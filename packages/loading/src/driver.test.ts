import { describe, expect, it } from "vitest";
import { supportSteps, uprightSide } from "./driver.ts";

describe("a driver's step", () => {
  it("names the side that stands upright, the box as entered first", () => {
    const box = { length: 800, width: 600, height: 400 };
    expect(uprightSide(box, 400)).toBe("height");
    expect(uprightSide(box, 800)).toBe("length");
    expect(uprightSide(box, 600)).toBe("width");
    // A cube, or two equal sides: "as entered" wins.
    expect(uprightSide({ length: 500, width: 500, height: 500 }, 500)).toBe("height");
    expect(uprightSide({ length: 700, width: 700, height: 300 }, 700)).toBe("length");
  });

  it("finds the boxes a box stands on: overlapping footprints at its bottom only", () => {
    const boxes = [
      { x: 0, y: 0, z: 0, dx: 600, dy: 400, dz: 400, step: 1 },
      { x: 0, y: 400, z: 0, dx: 600, dy: 400, dz: 400, step: 2 },
      { x: 600, y: 0, z: 0, dx: 600, dy: 400, dz: 300, step: 3 },
      // Across the first two.
      { x: 0, y: 200, z: 400, dx: 600, dy: 400, dz: 400, step: 4 },
      // Beside box 3 (touching an edge only) on the floor.
      { x: 600, y: 400, z: 0, dx: 600, dy: 400, dz: 400, step: 5 },
      // On box 4.
      { x: 100, y: 300, z: 800, dx: 200, dy: 200, dz: 200, step: 6 },
      // At the height of box 3's top, but on box 3 only (box 5 is taller).
      { x: 600, y: 0, z: 300, dx: 600, dy: 400, dz: 100, step: 7 },
    ];
    expect(supportSteps(boxes)).toEqual([[], [], [], [1, 2], [], [4], [3]]);
  });
});
