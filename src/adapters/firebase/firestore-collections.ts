/*
 * Names of the top-level collections, apart from firestore-paths.ts (which builds the SDK's
 * references) so that the first screen's REST reads can name them without loading the SDK.
 */
export const MEMBERS_COLLECTION = 'vMember';

/** publicSites/{username}: the public projection of a member's site. */
export const PUBLIC_SITES_COLLECTION = 'publicSites';
