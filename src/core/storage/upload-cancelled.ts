/** An upload the member stopped: not a failure to report, nothing to retry. */
export class UploadCancelled extends Error {
  constructor() {
    super('upload cancelled');
    this.name = 'UploadCancelled';
  }
}

export function isUploadCancelled(error: unknown): error is UploadCancelled {
  return error instanceof UploadCancelled;
}
