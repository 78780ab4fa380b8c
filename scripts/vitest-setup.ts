/** Every test speaks the whole message catalogue, as the server does (see packages/contract/src/messages.ts). */
import { addMessages, screenMessages } from "@portal/contract";

addMessages(screenMessages);
