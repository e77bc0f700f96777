/**
 * The size of one import (issue 24): at most 20,000 records and 10 MB a file. Both sides check
 * them (the modal before sending, the server on what arrives) with the same words.
 */
export const IMPORT_LIMITS = { rows: 20_000, bytes: 10 * 1024 * 1024 } as const;

/** Why a file is refused for its size, the limit in words. */
export const IMPORT_LIMIT_MESSAGES = {
  rows: `The file has more than ${IMPORT_LIMITS.rows.toLocaleString('en-US')} rows: import at most ${IMPORT_LIMITS.rows.toLocaleString('en-US')} rows at a time (split the file).`,
  bytes: `The file is larger than ${IMPORT_LIMITS.bytes / 1024 / 1024} MB: import at most ${IMPORT_LIMITS.bytes / 1024 / 1024} MB at a time (split the file).`,
} as const;
