/** A '*Local' time of the API ('YYYY-MM-DDTHH:mm:ss', at the property) as 'MM/DD/YYYY h:mm AM'. */
export function reportedText(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return local;
  const [, year, month, day, hour, minute] = match;
  const hours = Number(hour);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${month}/${day}/${year} ${twelve}:${minute} ${hours < 12 ? 'AM' : 'PM'}`;
}
