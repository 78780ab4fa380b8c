/**
 * Korean public holidays, when the demonstration centre is closed: from @hyunbinseo/holidays-kr,
 * which carries each year's holidays as published in the official almanac (월력요항): 설날 and 추석
 * by the lunar calendar, substitute holidays and election days included. Years it has no data for
 * (before 2018, after the newest almanac, 2027 in version 5.2027.1) count as having no holiday:
 * update the package when a new almanac is out.
 */
import { getHolidayNames } from "@hyunbinseo/holidays-kr";
import { addDays } from "@portal/contract";

/**
 * The holiday names of `day` (`YYYY-MM-DD`, Asia/Seoul) joined by ", ", or null on a working day
 * (or a year the package has no data for).
 */
export async function holidayOf(day: string): Promise<string | null> {
  try {
    const names = await getHolidayNames(day);
    return names && names.length > 0 ? names.join(", ") : null;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** The first day on or after `day` (`YYYY-MM-DD`) that is not a public holiday. */
export async function workingDay(day: string): Promise<string> {
  let next = day;
  while (await holidayOf(next)) next = addDays(next, 1);
  return next;
}
