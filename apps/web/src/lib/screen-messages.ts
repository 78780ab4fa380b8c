/** The screens' part of the message catalogue, in its own chunk (see screens.ts; JSON: vite-plugins.ts). */

import { screenMessages } from "virtual:screen-messages";
import { addMessages } from "@portal/contract";

export function installScreenMessages(): void {
  addMessages(screenMessages);
}
