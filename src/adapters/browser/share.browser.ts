import type { SharePort } from '../../ports/share.port';

/** Web Share where the browser has it, else the asynchronous clipboard. */
export class BrowserShare implements SharePort {
  constructor(private readonly nav: Navigator | null) {}

  canShareNatively(): boolean {
    return typeof this.nav?.share === 'function';
  }

  async share(data: { title: string; url: string }): Promise<void> {
    if (!this.nav?.share) throw new Error('Web Share is not available');
    await this.nav.share(data);
  }

  async copyToClipboard(text: string): Promise<void> {
    if (!this.nav?.clipboard) throw new Error('Clipboard is not available');
    await this.nav.clipboard.writeText(text);
  }
}
