/** One section of a form: its fields in order, two to a row unless `columns` is 1; no divider without a title. */
export interface FormSection {
  title: string;
  fields: readonly string[];
  columns?: 1 | 2;
}

/** The `sections` of an object's ui:options, or null when it has none. */
export function sectionsOption(options: unknown): readonly FormSection[] | null {
  const sections = (options as { sections?: unknown } | undefined)?.sections;
  return Array.isArray(sections) && sections.length > 0 ? (sections as FormSection[]) : null;
}
