// Types of storage-policy.mjs for the TypeScript tests that compare it with storage.rules.
export interface StorageResource {
  readonly size: number;
  readonly contentType: string;
}

export interface StorageRequest {
  readonly method: 'get' | 'list' | 'create' | 'update' | 'delete';
  readonly objectPath: string;
  readonly before?: StorageResource;
  readonly after?: StorageResource;
  readonly auth: { readonly uid: string } | null;
}

export const MAX_UPLOAD_BYTES: number;
export const UPLOAD_CONTENT_TYPES: readonly string[];
export function claimsFromAuthorization(authorization: unknown, projectId: string): ({ readonly uid: string } & Record<string, unknown>) | null;
export function isAllowed(request: StorageRequest): boolean;
