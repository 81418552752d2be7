// Types of storage-policy.mjs for the TypeScript tests that compare it with storage.rules.
export interface StorageResource {
  readonly size: number;
  readonly contentType: string;
  readonly contentDisposition?: string;
}

export interface StorageRequest {
  readonly method: 'get' | 'list' | 'create' | 'update' | 'delete';
  readonly objectPath: string;
  readonly before?: StorageResource;
  readonly after?: StorageResource;
  readonly auth: { readonly uid: string } | null;
  /** The owner's storageUsage document, or null when there is none. */
  readonly usage?: { readonly files: number; readonly bytes: number } | null;
}

export const MAX_UPLOAD_BYTES: number;
export const UPLOAD_CONTENT_TYPES: readonly string[];
export const UPLOAD_DISPOSITION: string;
export const QUOTA: { readonly files: number; readonly bytes: number };
export const MEMBER_FILE: RegExp;
export function claimsFromAuthorization(authorization: unknown, projectId: string): ({ readonly uid: string } & Record<string, unknown>) | null;
export function isAllowed(request: StorageRequest): boolean;
