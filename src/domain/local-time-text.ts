/**
 * A property-local time as the spec's *Local fields carry it ('YYYY-MM-DDTHH:mm:ss', already in
 * the property's time zone) written for people: 'MM/DD/YYYY h:mm AM' (DESIGN: dates MM/DD/YYYY).
 * Pure text work: no time zone of the browser may shift it. Anything else comes back as it is.
 */
export function localDateTimeText(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return local;
  const [, year, month, day, hours, minutes] = match;
  const hour = Number(hours);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${month}/${day}/${year} ${twelve}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}
