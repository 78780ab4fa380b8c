/** What every feature module receives: the database, its dialect and the configuration. */

import type { SessionTimes } from "./auth/sessions.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { DialectName } from "./db/dialect.ts";
import type { Mailer } from "./mail/mailer.ts";

export interface AppContext {
  db: Db;
  dialect: DialectName;
  config: Config;
  sessionTimes: SessionTimes;
  mailer: Mailer;
}
