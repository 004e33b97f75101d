/**
 * A Monday in June next year and the two days after it: a request the form accepts whenever the suite
 * runs. `offsetWeeks` moves it, so that requests of one person do not overlap.
 */
export function nextYearWeek(offsetWeeks = 0): { startDate: string; endDate: string } {
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 1 + offsetWeeks * 7));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  const end = new Date(day);
  end.setUTCDate(day.getUTCDate() + 2);
  return { startDate: day.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10) };
}
