/** The object does not exist (never written, deleted, or lost): answer 404, not 500. */
export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under '${key}'`);
    this.name = 'FileNotFoundError';
  }
}

/** The upload passed its size limit: answer 413. Nothing was stored. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than the limit of ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** Whether a `head` finds the object: true, false for FileNotFoundError, any other failure thrown. */
export function foundByHead(head: Promise<unknown>): Promise<boolean> {
  return head.then(
    () => true,
    (error) => {
      if (error instanceof FileNotFoundError) return false;
      throw error;
    },
  );
}
