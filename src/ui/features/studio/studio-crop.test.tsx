import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteLanguage } from '../../../core/member/member-record';
import { focalPointOf } from '../../../core/site/focal-point';
import { projectedSectionOf } from '../../../core/site/projected-sections';
import { publicMemberFields } from '../../../core/site/public-projection';
import { DAY_MS } from '../../../core/time/time';
import { renderDashboard, type RenderedDashboard } from '../../testing/render-dashboard';
import { pauseTyping } from '../../testing/timers';

// The cropping library measures a picture jsdom never lays out: this one reports the area the
// member chose as soon as it is drawn, and remembers the shape it was asked for.
const cropper = vi.hoisted(() => ({ shapes: [] as { aspect: number; cropShape: string }[], area: { x: 100, y: 40, width: 1600, height: 900 } }));
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: { aspect: number; cropShape: string; onCropComplete: (percent: unknown, pixels: unknown) => void }) {
    const { aspect, cropShape, onCropComplete } = props;
    useEffect(() => {
      cropper.shapes.push({ aspect, cropShape });
      onCropComplete({}, cropper.area);
    }, [aspect, cropShape, onCropComplete]);
    return createElement('div', { 'data-testid': 'cropper', tabIndex: 0 });
  },
}));
vi.mock('browser-image-compression', () => ({ default: (file: File) => Promise.resolve(file) }));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82];
const CROPPED = new Uint8Array([...PNG_SIGNATURE, 1, 2, 3]);
const SAVED_COVER = 'https://files.memory.test/vMember/owner/site/1';

function png(extra = 100): File {
  const bytes = new Uint8Array(PNG_SIGNATURE.length + extra);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], 'photo.png', { type: 'image/png' });
}

let drawn: unknown[][] = [];

beforeEach(() => {
  cropper.shapes = [];
  drawn = [];
  vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 1200, height: 900, close: () => undefined }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: (...args: unknown[]) => drawn.push(args) } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done: BlobCallback, type?: string) {
    done(new Blob([CROPPED], { type: type ?? 'image/png' }));
  });
  URL.createObjectURL = () => 'blob:picked';
  URL.revokeObjectURL = () => undefined;
});

const elite = () => ({ activeUntil: Date.now() + 10 * DAY_MS, domain: 'ana1234.sitio.app', username: 'ana1234' });

async function styles(coverTemplate: number, language: SiteLanguage = 'EN'): Promise<RenderedDashboard> {
  return renderDashboard({
    path: '/dashboard/website-studio/styles',
    member: elite(),
    language,
    arrange: async (app, id) => {
      const saved = await app.backend.useCases.saveSiteSection.execute(id, 'styles', { themeColor: '#1F6FEB', font: 'Lato', coverTemplate, coverPicture: SAVED_COVER });
      if (saved.outcome !== 'saved') throw new Error(`arranging the styles failed: ${saved.outcome}`);
    },
  });
}

const storedCover = (rendered: RenderedDashboard) => String(projectedSectionOf('styles', publicMemberFields(rendered.app.db.getDocument(['vMember', rendered.memberId]) ?? {})).coverPicture);

describe('cropping a picture to the shape the site shows it in', { timeout: 30_000 }, () => {
  it('crops a cover to its template\'s shape and uploads the part kept', async () => {
    const user = userEvent.setup();
    const rendered = await styles(3);
    await user.upload(await screen.findByLabelText('Cover picture'), png());

    const dialog = await screen.findByRole('dialog', { name: 'Crop the picture' });
    expect(cropper.shapes.at(-1)).toEqual({ aspect: 21 / 9, cropShape: 'rect' });
    await user.click(within(dialog).getByRole('button', { name: 'Crop and upload' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await pauseTyping(rendered.app);
    await waitFor(() => expect(storedCover(rendered)).not.toBe(SAVED_COVER));
    // The area chosen, drawn at its own size, is what was stored.
    expect(drawn[0]).toEqual([expect.anything(), 100, 40, 1600, 900, 0, 0, 1600, 900]);
    expect(rendered.app.db.readFile(storedCover(rendered).replace(/^https:\/\/[^/]+\//, '').replace(/#.*$/, ''))?.bytes).toEqual(CROPPED);
  });

  it('crops a team photo round and square, in Spanish', async () => {
    const user = userEvent.setup();
    await renderDashboard({ path: '/dashboard/website-studio/team', member: elite(), language: 'ES' });
    await user.click(await screen.findByRole('button', { name: 'Añadir una persona' }));
    await user.upload(screen.getByLabelText('Foto'), png());
    const dialog = await screen.findByRole('dialog', { name: 'Recortar la imagen' });
    expect(cropper.shapes.at(-1)).toEqual({ aspect: 1, cropShape: 'round' });
    expect(within(dialog).getByRole('slider', { name: 'Acercar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uploads nothing when the member cancels, and keeps the saved cover', async () => {
    const user = userEvent.setup();
    const rendered = await styles(1);
    await user.upload(await screen.findByLabelText('Cover picture'), png());
    // The dialog and its cropper load with the picture: wait for them as the other tests do.
    await screen.findByRole('dialog', { name: 'Crop the picture' });
    expect(cropper.shapes.at(-1)?.aspect).toBe(16 / 9);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Cover picture')).toBeEnabled();
    expect(rendered.app.db.listFiles(`vMember/${rendered.memberId}/`)).toEqual([]);
    expect(storedCover(rendered)).toBe(SAVED_COVER);
  });

  it('lets the member set the focal point with a tap or the sliders, and saves it with the picture', async () => {
    const rendered = await styles(1);
    const across = await screen.findByRole('slider', { name: 'Across' });
    const picture = screen.getByTestId('focus-picture');
    vi.spyOn(picture, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 200, height: 100, right: 200, bottom: 100, x: 0, y: 0, toJSON: () => ({}) });

    fireEvent.click(picture, { clientX: 60, clientY: 20 });
    expect(across).toHaveValue('30');
    expect(screen.getByRole('slider', { name: 'Down' })).toHaveValue('20');
    fireEvent.change(screen.getByRole('slider', { name: 'Down' }), { target: { value: '75' } });

    await pauseTyping(rendered.app);
    await waitFor(() => expect(focalPointOf(storedCover(rendered))).toEqual({ x: 30, y: 75 }));
    // Back to the centre removes it from the reference.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to the centre' }));
    await pauseTyping(rendered.app);
    await waitFor(() => expect(storedCover(rendered)).toBe(SAVED_COVER));
  });

  it('refuses a file the upload would refuse before offering to crop it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await styles(1);
    await user.upload(await screen.findByLabelText('Cover picture'), new File(['<svg onload=alert(1)>'], 'cat.png', { type: 'image/png' }));
    expect(await screen.findByText('This file is not the image it claims to be.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
