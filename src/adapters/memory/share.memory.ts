import { AppError } from '../../core/errors/error-codes';
import type { SharePort } from '../../ports/share.port';

export interface FakeShareOptions {
  /** Whether the device offers the Web Share sheet. */
  readonly nativeShare?: boolean;
  /** Whether clipboard writes are allowed (browsers refuse them without focus or permission). */
  readonly clipboard?: boolean;
}

export interface SharedItem {
  readonly title: string;
  readonly url: string;
}

/** A device's share sheet and clipboard, recording what was shared or copied. */
export class FakeShare implements SharePort {
  private nativeShare: boolean;
  private clipboardAllowed: boolean;
  private dismissNext = false;
  private readonly sharedItems: SharedItem[] = [];
  private clipboardText: string | null = null;

  constructor(options: FakeShareOptions = {}) {
    this.nativeShare = options.nativeShare ?? false;
    this.clipboardAllowed = options.clipboard ?? true;
  }

  canShareNatively(): boolean {
    return this.nativeShare;
  }

  async share(data: { title: string; url: string }): Promise<void> {
    if (!this.nativeShare) throw new AppError('unavailable', { detail: 'no native share on this device' });
    if (this.dismissNext) {
      this.dismissNext = false;
      // What navigator.share does when the user closes the sheet.
      throw new DOMException('Share canceled', 'AbortError');
    }
    this.sharedItems.push({ title: data.title, url: data.url });
  }

  async copyToClipboard(text: string): Promise<void> {
    if (!this.clipboardAllowed) throw new DOMException('Write permission denied', 'NotAllowedError');
    this.clipboardText = text;
  }

  // --- Test controls ---

  setNativeShare(available: boolean): void {
    this.nativeShare = available;
  }

  setClipboardAllowed(allowed: boolean): void {
    this.clipboardAllowed = allowed;
  }

  /** The next share() behaves as if the user closed the sheet. */
  dismissNextShare(): void {
    this.dismissNext = true;
  }

  shared(): readonly SharedItem[] {
    return [...this.sharedItems];
  }

  clipboard(): string | null {
    return this.clipboardText;
  }
}
