/** Company types (spec 000 §3). */
export const COMPANY_TYPES = [
  { value: 1, label: 'Property Management' },
  { value: 99, label: 'Other' },
] as const;

/**
 * Per-company feature switches. The specification hides routine-task features for "two named
 * companies"; we model that as a setting instead of names in code (spec README).
 */
export interface CompanyFeatures {
  routineTasks: boolean;
}

/** A company feature switch ('routineTasks'). */
export type FeatureName = keyof CompanyFeatures;

export const DEFAULT_COMPANY_FEATURES: CompanyFeatures = { routineTasks: true };

export function companyFeatures(stored: Partial<CompanyFeatures> | null | undefined): CompanyFeatures {
  return { ...DEFAULT_COMPANY_FEATURES, ...(stored ?? {}) };
}
