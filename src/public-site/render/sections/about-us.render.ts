import type { AboutUsSection } from '../../../core/site/sections/about-us.content';
import type { Html } from '../site-html';
import { richTextHtml } from '../site-html';

/** The text alone: the section's search title and description are the page's head. */
export function renderAboutUs({ body }: AboutUsSection): Html {
  return `<div class="rt">${richTextHtml(body)}</div>`;
}
