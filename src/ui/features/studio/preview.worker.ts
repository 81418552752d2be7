import type { MemberRecord } from '../../../core/member/member-record';
import type { SiteContent } from '../../../core/site/site-content';
import { renderPreview, type PreviewRequest } from './preview-render';

/**
 * The studio preview's worker: renders the member's site off the page's main thread, so that
 * neither typing nor reordering waits for it. The page sends the member and the content only
 * when they changed; the worker keeps the last ones.
 */

/** A request as posted: `member` and `content` left out mean "as in the previous request". */
export type PreviewMessage = { readonly id: number } & Omit<PreviewRequest, 'member' | 'content'> & { readonly member?: MemberRecord; readonly content?: SiteContent };

export type PreviewReply = { readonly id: number; readonly html: string } | { readonly id: number; readonly failed: string };

let member: MemberRecord | null = null;
let content: SiteContent | null = null;

globalThis.addEventListener('message', (event: MessageEvent<PreviewMessage>) => {
  const { id, member: sentMember, content: sentContent, ...rest } = event.data;
  if (sentMember !== undefined) member = sentMember;
  if (sentContent !== undefined) content = sentContent;
  let reply: PreviewReply;
  try {
    if (member === null || content === null) throw new Error('no member or content received yet');
    reply = { id, html: renderPreview({ ...rest, member, content }) };
  } catch (error) {
    reply = { id, failed: error instanceof Error ? error.message : String(error) };
  }
  globalThis.postMessage(reply);
});
