import type { RichTextSection } from '../../../core/site/site-content';
import type { Html } from '../site-html';
import { richTextHtml } from '../site-html';

export function renderAdditionalInfo({ body }: RichTextSection): Html {
  return `<div class="rt">${richTextHtml(body)}</div>`;
}
