/** What every feature module receives: the database, its dialect, the configuration, mail, file storage and the event bus. */

import type { Config } from "./config.ts";
import type { Db, PoolStats } from "./db/database.ts";
import type { DialectName } from "./db/dialect.ts";
import type { EventBus } from "./events/bus.ts";
import type { SessionTimes } from "./http/sessions.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { FileStorage } from "./storage/storage.ts";

export interface AppContext {
  db: Db;
  dialect: DialectName;
  config: Config;
  sessionTimes: SessionTimes;
  mailer: Mailer;
  /** Where uploaded files are kept (a local folder by default). */
  storage: FileStorage;
  /** Live events to browsers (SSE): in-process by default, shared across app nodes when configured. */
  events: EventBus;
  /** The PostgreSQL pool's counts (metrics); absent on SQLite and in tests. */
  poolStats?: () => PoolStats;
  /** This node's job worker (absent in tests that run jobs themselves): `wake` makes it look at once. */
  jobs?: { wake(): void };
  /** `draining` is set when the node is asked to stop: readiness then answers 503 so traffic moves away. */
  lifecycle?: { draining: boolean };
}
