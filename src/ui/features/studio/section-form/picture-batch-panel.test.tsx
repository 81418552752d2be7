import { act, render, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { SiteLanguage } from '../../../../core/member/member-record';
import { BATCH_RETRIES, retryDelayMs, startPictureBatch, type PictureUploadOutcome } from '../../../../core/storage/picture-batch.machine';
import { createI18n } from '../../../i18n/i18n';
import { resources } from '../../../i18n/resources';
import { PictureBatchPanel } from './picture-batch-panel';
import { PROGRESS_INTERVAL_MS } from './use-sent-bytes';

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

interface Upload {
  readonly id: string;
  readonly signal: AbortSignal;
  progress(sent: number, total: number): void;
  answer(outcome: PictureUploadOutcome | 'reject'): Promise<void>;
}

/** A batch whose uploads answer when the test says, drawn by the panel in `language`. */
async function panel(names: readonly string[], options: { readonly language?: SiteLanguage; readonly room?: number; readonly parallel?: number } = {}) {
  const clock = new SimulatedClock();
  const uploads: Upload[] = [];
  let dismissed = 0;
  let commits = 0;
  const actor = startPictureBatch({
    input: { pictures: names.map((name) => ({ id: name, name, bytes: 1000 })), room: options.room ?? 30, parallel: options.parallel ?? 2 },
    room: () => Promise.resolve(null),
    run: (id, progress, signal) =>
      new Promise((resolve, reject) => {
        uploads.push({
          id,
          signal,
          progress: (sent, total) => act(() => progress(sent, total)),
          answer: async (outcome) => {
            if (outcome === 'reject') reject(new Error('reset'));
            else resolve(outcome);
            await settle();
          },
        });
      }),
    landed: () => {},
    clock,
  });
  render(
    <I18nextProvider i18n={createI18n(options.language ?? 'EN', resources)}>
      <Profiler id="panel" onRender={() => (commits += 1)}>
        <PictureBatchPanel actor={actor} onDismiss={() => (dismissed += 1)} />
      </Profiler>
    </I18nextProvider>,
  );
  await settle();
  const upload = (id: string) => uploads.filter((u) => u.id === id).at(-1) as Upload;
  return { actor, clock, uploads, upload, dismissed: () => dismissed, commits: () => commits };
}

describe('picture batch panel', () => {
  it('says how many of the pick are added and how far each picture is', async () => {
    const batch = await panel(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(screen.getByRole('status')).toHaveTextContent('0 of 3 added');
    batch.upload('a.jpg').progress(250, 1000);
    expect(screen.getByRole('progressbar', { name: 'a.jpg' })).toHaveAttribute('value', '250');
    expect(screen.getByText('Sending… 25%')).toBeInTheDocument();
    expect(within(screen.getByText('c.jpg').closest('li') as HTMLElement).getByText('Waiting…')).toBeInTheDocument();

    await batch.upload('a.jpg').answer({ ok: true, url: 'u' });
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 added');
    expect(within(screen.getByText('a.jpg').closest('li') as HTMLElement).getByText('Added')).toBeInTheDocument();
  });

  it('draws bytes sent at most a few times a second, the last always, and a status change at once', async () => {
    const batch = await panel(['a.jpg', 'b.jpg']);
    const bar = () => screen.getByRole('progressbar', { name: 'a.jpg' });
    batch.upload('a.jpg').progress(100, 1000);
    batch.upload('a.jpg').progress(200, 1000);
    batch.upload('a.jpg').progress(300, 1000);
    expect(bar()).toHaveAttribute('value', '100');
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, PROGRESS_INTERVAL_MS + 50)));
    expect(bar()).toHaveAttribute('value', '300');

    batch.upload('b.jpg').progress(500, 1000);
    await batch.upload('b.jpg').answer({ ok: true, url: 'u' });
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 added');
  });

  it('writes bytes sent into the bar without React drawing the panel again', async () => {
    const batch = await panel(['a.jpg', 'b.jpg']);
    const before = batch.commits();
    for (let sent = 100; sent <= 900; sent += 100) batch.upload('a.jpg').progress(sent, 1000);
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, PROGRESS_INTERVAL_MS + 50)));
    expect(screen.getByRole('progressbar', { name: 'a.jpg' })).toHaveAttribute('value', '900');
    expect(screen.getByText('Sending… 90%')).toBeInTheDocument();
    expect(batch.commits()).toBe(before);
    // A change of status is React's to draw.
    await batch.upload('a.jpg').answer({ ok: true, url: 'u' });
    expect(batch.commits()).toBeGreaterThan(before);
  });

  it('cancels one picture, which then no longer counts, and cancels all', async () => {
    const user = userEvent.setup();
    const batch = await panel(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);
    await user.click(screen.getByRole('button', { name: 'Cancel b.jpg' }));
    expect(batch.upload('b.jpg').signal.aborted).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('0 of 3 added');
    expect(within(screen.getByText('b.jpg').closest('li') as HTMLElement).getByText('Cancelled')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel all' }));
    expect(batch.uploads.every((u) => u.signal.aborted)).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('0 of 0 added');
    expect(screen.queryByRole('button', { name: /^Cancel / })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(batch.dismissed()).toBe(1);
  });

  it('lists a picture that failed after its retries with the reason, and tries it again on request (ES)', async () => {
    const user = userEvent.setup();
    const batch = await panel(['pan.jpg'], { language: 'ES' });
    await batch.upload('pan.jpg').answer('reject');
    expect(screen.getByText('Se perdió la conexión: volviendo a intentar…')).toBeInTheDocument();
    for (let attempt = 1; attempt <= BATCH_RETRIES; attempt += 1) {
      act(() => batch.clock.increment(retryDelayMs(attempt)));
      await settle();
      await batch.upload('pan.jpg').answer('reject');
    }
    expect(screen.getByRole('status')).toHaveTextContent('0 de 1 añadidas, 1 sin añadir');
    expect(screen.getByText('No se pudo subir la imagen. Revisa tu conexión e inténtalo de nuevo.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reintentar pan.jpg' }));
    await batch.upload('pan.jpg').answer({ ok: true, url: 'u' });
    expect(screen.getByRole('status')).toHaveTextContent('1 de 1 añadidas');
  });

  it('says why part of a pick was refused before anything was sent', async () => {
    await panel(['a.jpg', 'b.jpg', 'c.jpg'], { room: 1 });
    expect(screen.getByRole('alert')).toHaveTextContent('This list is full: 2 pictures were not added.');
    expect(screen.getByRole('status')).toHaveTextContent('0 of 1 added');
    expect(screen.queryByText('b.jpg')).toBeNull();
  });

  it('puts the panel and its count on screen before drawing a pick of thirty rows', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `photo-${i + 1}.jpg`);
    // Every row that goes into a list already on the page: a row drawn with its panel, in the
    // same commit, arrives inside the panel instead.
    const rowsAddedLater: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof HTMLElement && record.target.matches('.picture-batch__list')) rowsAddedLater.push(...record.addedNodes);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await panel(names);
    await settle();
    observer.disconnect();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 30 added');
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(rowsAddedLater).toHaveLength(30);
  });
});
