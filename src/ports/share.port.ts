import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** The device's sharing abilities: Web Share, else the clipboard. */
export interface SharePort {
  canShareNatively(): boolean;
  /** Rejects when the user dismisses the sheet or the browser refuses. */
  share(data: { title: string; url: string }): Promise<void>;
  copyToClipboard(text: string): Promise<void>;
}

export const SHARE: PortToken<SharePort> = portToken<SharePort>('SharePort');
