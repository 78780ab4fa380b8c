/** The surveys feature's public entry: what other features may import (the statistics window's section). */
export { SurveyStats } from "./SurveyStats.tsx";
