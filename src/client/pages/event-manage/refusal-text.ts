import { ApiError } from '../../api/http.ts';

/**
 * A save the server refused (400), in the words of the form: the first field it names, by the
 * label the form shows ('Visible Only to Roles must include your own role, …'), else its message.
 * `labels` maps body paths to labels; a path also covers the paths under it ('….ids.1').
 */
export function refusalText(error: unknown, labels: Record<string, string>): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const [first] = error.body?.validationErrors ?? [];
  if (!first) return error.message;
  const path = Object.keys(labels)
    .filter((key) => first.field === key || first.field.startsWith(`${key}.`))
    .sort((a, b) => b.length - a.length)[0];
  return path ? `${labels[path]} ${first.message}` : error.message;
}
