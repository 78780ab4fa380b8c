/** The web tests' page: the whole message catalogue (as the app has once its screens load), a clean DOM after each test. */
import { addMessages, screenMessages } from "@portal/contract";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

addMessages(screenMessages);
afterEach(cleanup);
