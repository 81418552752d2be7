import type { SiteForms } from '../../core/forms/form-shapes';
import { storedLayout } from '../../core/site/stored-layout';
import { SITE_FORMS_DOC, siteFormsDocument } from '../../core/forms/form-shapes';
import type { Firestore } from 'firebase/firestore';
import type { DocumentReference, DocumentSnapshot } from 'firebase/firestore';
import { collection, doc, getDoc, getDocFromCache, onSnapshot, writeBatch } from 'firebase/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { StudioSection } from '../../core/plans/plan-gates';
import type { SectionContentMap, SiteContent, SiteLayout } from '../../core/site/site-content';
import { SITE_LAYOUT_DOC } from '../../core/site/sections/section-list';
import { projectionAfter, touchesProjection } from '../../core/site/public-projection';
import type { Unsubscribe } from '../../ports/port-token';
import type { SiteContentPort, SiteDraft } from '../../ports/site-content.port';
import type { ListenErrorHandler } from './firebase-errors';
import { guarded, logListenError, toAppError } from './firebase-errors';
import { definedFields, memberFromDocument } from './firestore-mappers';
import { memberDoc, publicSiteDoc } from './firestore-paths';

const SITE_COLLECTION = 'site';

/**
 * The section catalogue (every section's reader) loads with the studio, which alone reads or
 * writes site content, rather than with the dashboard's first screen.
 */
async function sectionRules() {
  const [{ siteContentNormalizer }, { memberPatchOfSection }] = await Promise.all([import('../../core/site/site-content'), import('../../core/site/projected-sections')]);
  return { siteContentNormalizer, memberPatchOfSection };
}

/**
 * The member record as this device holds it, writes not yet answered included (the member's own
 * watch keeps it there): what a draft's projection is computed from, without waiting for the
 * server. Read from the server when the device does not have it.
 */
async function recordOnDevice(member: DocumentReference): Promise<DocumentSnapshot> {
  try {
    const cached = await getDocFromCache(member);
    if (cached.exists()) return cached;
  } catch {
    // Not on the device.
  }
  return getDoc(member);
}

/**
 * vMember/{uid}/site/{sectionId} and site/layout. The name and styles sections are public
 * member fields: saving one writes the member record and publicSites/{username} (the core's
 * projection, created whole when missing) in one batch, and no section document.
 */
export class FirestoreSiteContent implements SiteContentPort {
  constructor(
    private readonly db: Firestore,
    private readonly onListenError: ListenErrorHandler = logListenError,
  ) {}

  saveSection<S extends StudioSection>(memberId: string, section: S, content: SectionContentMap[S]): Promise<void> {
    return guarded(async () => {
      const member = memberDoc(this.db, memberId);
      const batch = writeBatch(this.db);
      const { memberPatchOfSection } = await sectionRules();
      const patch = memberPatchOfSection(section, content);
      if (patch === null) {
        batch.set(doc(member, SITE_COLLECTION, section), { ...content });
      } else {
        const snapshot = await getDoc(member);
        const data = snapshot.data();
        if (data === undefined) throw new AppError('not-found', { detail: 'member record' });
        const record = memberFromDocument(snapshot.id, data);
        batch.update(member, patch);
        batch.set(publicSiteDoc(this.db, record.username), projectionAfter(record, patch));
      }
      await batch.commit();
    });
  }

  saveDraft(memberId: string, draft: SiteDraft, whenApplied?: () => void): Promise<void> {
    return guarded(async () => {
      const member = memberDoc(this.db, memberId);
      const batch = writeBatch(this.db);
      const { memberPatchOfSection } = await sectionRules();
      let patch: Record<string, unknown> = definedFields(draft.member);
      for (const [section, content] of Object.entries(draft.sections) as [StudioSection, SectionContentMap[StudioSection]][]) {
        const fields = memberPatchOfSection(section, content);
        if (fields === null) batch.set(doc(member, SITE_COLLECTION, section), { ...content });
        else patch = { ...patch, ...fields };
      }
      batch.set(doc(member, SITE_COLLECTION, SITE_LAYOUT_DOC), storedLayout(draft.layout));
      const snapshot = await recordOnDevice(member);
      const data = snapshot.data();
      if (data === undefined) throw new AppError('not-found', { detail: 'member record' });
      if (Object.keys(patch).length > 0) {
        batch.update(member, patch);
        const record = memberFromDocument(snapshot.id, data);
        if (touchesProjection(Object.keys(patch))) batch.set(publicSiteDoc(this.db, record.username), projectionAfter(record, patch));
      }
      // Firestore applies a write to the device's cache as it is sent: reads begun from here on
      // see the draft while the server is still answering.
      const stored = batch.commit();
      whenApplied?.();
      await stored;
    });
  }

  saveForms(memberId: string, forms: SiteForms): Promise<void> {
    return guarded(async () => {
      const batch = writeBatch(this.db);
      batch.set(doc(memberDoc(this.db, memberId), SITE_COLLECTION, SITE_FORMS_DOC), siteFormsDocument(forms));
      await batch.commit();
    });
  }

  saveLayout(memberId: string, layout: SiteLayout): Promise<void> {
    return guarded(async () => {
      const batch = writeBatch(this.db);
      batch.set(doc(memberDoc(this.db, memberId), SITE_COLLECTION, SITE_LAYOUT_DOC), storedLayout(layout));
      await batch.commit();
    });
  }

  watchSiteContent(memberId: string, listener: (content: SiteContent) => void): Unsubscribe {
    const what = `watch site content of ${memberId}`;
    let stop: Unsubscribe | null = null;
    let stopped = false;
    sectionRules().then(
      ({ siteContentNormalizer }) => {
        if (stopped) return;
        // Only the documents a snapshot changed are converted and read again: a save of one
        // section reads that section, not the whole site.
        const documents = new Map<string, unknown>();
        const normalize = siteContentNormalizer();
        stop = onSnapshot(
          collection(memberDoc(this.db, memberId), SITE_COLLECTION),
          (snapshot) => {
            for (const change of snapshot.docChanges()) {
              if (change.type === 'removed') documents.delete(change.doc.id);
              else documents.set(change.doc.id, change.doc.data());
            }
            listener(normalize(Object.fromEntries(documents)));
          },
          (error) => this.onListenError(what, toAppError(error)),
        );
      },
      (error: unknown) => this.onListenError(what, toAppError(error)),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }
}
