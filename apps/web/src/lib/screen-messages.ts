/** The screens' part of the message catalogue, in its own chunk (see screens.ts). */
import { addMessages, screenMessages } from "@portal/contract";

export function installScreenMessages(): void {
  addMessages(screenMessages);
}
