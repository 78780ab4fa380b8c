/**
 * The zxcvbn-ts password strength estimator with its common package (the common-password list,
 * diceware words and keyboard graphs). Imported only by `passwordProblem` (rules.ts) with a dynamic
 * import, so the browser loads it as a chunk of its own when a password screen first checks one.
 * The English package (names, Wikipedia words: about 600 KB gzip more) is left out.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

export const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
