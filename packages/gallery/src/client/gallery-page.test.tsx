import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import { galleryHandlers, makeGalleryImage, type GalleryServerState } from '../testing';
import { GalleryPage } from './gallery-page';
import { askForGalleryEarly } from './queries';
import { imageFile, renderWithApp, signIn } from './test-utils';

const state: GalleryServerState = { images: [], uploads: [] };
const server = setupServer(...galleryHandlers(state));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  state.images = [
    makeGalleryImage({ caption: 'Toss at dawn', width: 1200, height: 800 }),
    makeGalleryImage({ caption: null, width: 600, height: 900 }),
    makeGalleryImage({ caption: 'Trophy night', width: 1000, height: 1000 }),
  ];
  state.uploads = [];
});

const grid = () => screen.getByRole('list', { name: 'Gallery images' });

describe('the gallery screen', () => {
  it('opened at /gallery, asks for the list before it is drawn and uses that answer once', async () => {
    let asked = 0;
    server.use(http.get('*/api/gallery', () => (asked++, HttpResponse.json({ success: true, data: state.images }))));
    window.history.replaceState(null, '', '/gallery');
    askForGalleryEarly();
    askForGalleryEarly(); // one question, however often the screen's code runs
    await waitFor(() => expect(asked).toBe(1));
    renderWithApp(<GalleryPage />);
    expect(await within(await screen.findByRole('list', { name: 'Gallery images' })).findAllByRole('button', { name: /^Open image/ })).toHaveLength(3);
    expect(asked).toBe(1);
    window.history.replaceState(null, '', '/');
  });

  it('shows eight skeletons, then thumbnails with their sizes and captions', async () => {
    server.use(http.get('*/api/gallery', async () => (await delay(50), HttpResponse.json({ success: true, data: state.images }))));
    renderWithApp(<GalleryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Welcome to the gallery/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading gallery…');
    expect(screen.getByTestId('skeleton-cards').children).toHaveLength(8);

    const buttons = await within(await screen.findByRole('list', { name: 'Gallery images' })).findAllByRole('button', { name: /^Open image/ });
    expect(buttons).toHaveLength(3);
    const firstImg = buttons[0]!.querySelector('img')!;
    expect(firstImg).toHaveAttribute('src', state.images[0]!.thumbUrl);
    expect(firstImg).toHaveAttribute('width', '1200');
    expect(firstImg).toHaveAttribute('height', '800');
    expect(grid()).toHaveTextContent('Toss at dawn');
    expect(grid()).toHaveTextContent('Trophy night');
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upload images' })).not.toBeInTheDocument();
  });

  it('shows the eight built-in images when the server has none (also for a bare array answer)', async () => {
    server.use(http.get('*/api/gallery', () => HttpResponse.json([])));
    renderWithApp(<GalleryPage />);
    const buttons = await within(await screen.findByRole('list', { name: 'Gallery images' })).findAllByRole('button', { name: /^Open image/ });
    expect(buttons).toHaveLength(8);
    for (const button of buttons) {
      const img = button.querySelector('img')!;
      // Small assets are inlined by the bundler; larger ones are files next to the chunk.
      expect(img.getAttribute('src')).toMatch(/placeholder-\d\.svg$|^data:image\/svg\+xml,/);
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
    }
  });

  it.each([
    ['the server message', () => HttpResponse.json({ success: false, message: 'Database is resting' }, { status: 503 }), 'Database is resting'],
    ['"Failed to fetch gallery." without one', () => new HttpResponse(null, { status: 500 }), 'Failed to fetch gallery.'],
    ['"Could not load gallery." when the network fails', () => HttpResponse.error(), 'Could not load gallery.'],
  ])('a failed load shows %s in a red banner, with Retry', async (_name, answer, message) => {
    server.use(http.get('*/api/gallery', answer));
    renderWithApp(<GalleryPage />);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(message);
    server.resetHandlers();
    await userEvent.click(within(banner).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Gallery images' })).toBeInTheDocument();
  });

  it('opens the viewer; Prev and Next wrap, the keys work, Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    renderWithApp(<GalleryPage />);
    const second = await screen.findByRole('button', { name: 'Open image 2 of 3' });
    await user.click(second);
    const viewer = screen.getByRole('dialog', { name: 'Image viewer' });
    const counter = () => within(viewer).getByText(/^\d \/ 3$/).textContent;
    expect(counter()).toBe('2 / 3');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', state.images[1]!.url);
    expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(counter()).toBe('3 / 3');
    expect(within(viewer).getByRole('img', { name: 'Trophy night' })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(counter()).toBe('1 / 3');
    await user.click(within(viewer).getByRole('button', { name: 'Prev' }));
    expect(counter()).toBe('3 / 3');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toBe('1 / 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter()).toBe('2 / 3');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
  });

  it('tells a visitor who drops a file that only admins upload', async () => {
    renderWithApp(<GalleryPage />);
    await screen.findByRole('list', { name: 'Gallery images' });
    fireEvent.drop(screen.getByRole('heading', { level: 1 }), { dataTransfer: { files: [imageFile('a.jpg')], types: ['Files'] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can upload images.');
    expect(state.uploads).toEqual([]);
  });

  it('a signed-in non-admin sees no upload panel and no Delete', async () => {
    signIn({ name: 'Ravi', role: 'user' });
    renderWithApp(<GalleryPage />);
    await screen.findByRole('list', { name: 'Gallery images' });
    expect(screen.queryByRole('heading', { name: 'Upload images' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});

describe('deleting (admins)', () => {
  beforeEach(() => signIn({ name: 'Asha', role: 'admin' }));
  afterEach(() => vi.unstubAllGlobals());

  it('asks "Delete this image?", then removes the image', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderWithApp(<GalleryPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete image 1: Toss at dawn' }));
    expect(confirm).toHaveBeenCalledWith('Delete this image?');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Open image/ })).toHaveLength(2));
    expect(grid()).not.toHaveTextContent('Toss at dawn');
  });

  it('does nothing when the admin cancels', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => false),
    );
    renderWithApp(<GalleryPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete image 1: Toss at dawn' }));
    expect(state.images).toHaveLength(3);
  });

  it.each([
    [() => HttpResponse.json({ success: false, message: 'Admin access required' }, { status: 403 }), 'Admin access required'],
    [() => new HttpResponse('', { status: 500 }), 'Delete failed.'],
  ])('shows why a delete failed (%#)', async (answer, message) => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    server.use(http.delete('*/api/gallery/:id', answer));
    renderWithApp(<GalleryPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete image 1: Toss at dawn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByRole('button', { name: /^Open image/ })).toHaveLength(3);
  });

  it('built-in images have no Delete button', async () => {
    state.images = [];
    renderWithApp(<GalleryPage />);
    await screen.findAllByRole('button', { name: /^Open image/ });
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload images' })).toBeInTheDocument();
  });
});
