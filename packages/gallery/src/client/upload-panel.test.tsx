import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import { galleryHandlers, makeGalleryImage, type GalleryServerState } from '../testing';
import { GalleryPage } from './gallery-page';
import { imageFile, renderWithApp, signIn } from './test-utils';

const state: GalleryServerState = { images: [], uploads: [] };
const server = setupServer(...galleryHandlers(state));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  state.images = [makeGalleryImage({ caption: 'Opening day' })];
  state.uploads = [];
  state.failUpload = undefined;
  signIn({ name: 'Asha', role: 'admin' }, 'admin-token');
});

// Like a person picking "All files" in the dialog: the accept filter is only a hint.
const setup = () => userEvent.setup({ applyAccept: false });
const picker = () => screen.getByLabelText('Choose images');
const panel = () => screen.getByRole('region', { name: 'Upload images' });

async function openPage() {
  renderWithApp(<GalleryPage />);
  await screen.findByRole('list', { name: 'Gallery images' });
}

describe('choosing files', () => {
  it('previews each valid file with its name and size in KB', async () => {
    const user = setup();
    await openPage();
    await user.upload(picker(), [imageFile('toss.jpg', 1536), imageFile('huddle.png', 2048, 'image/png')]);
    const previews = within(screen.getByRole('list', { name: 'Selected images' })).getAllByRole('listitem');
    expect(previews).toHaveLength(2);
    expect(previews[0]).toHaveTextContent('toss.jpg');
    expect(previews[0]).toHaveTextContent('1.5 KB');
    expect(previews[1]).toHaveTextContent('huddle.png');
    expect(previews[1]).toHaveTextContent('2.0 KB');
    expect(panel()).toHaveTextContent('2 images selected');
    // The selection accumulates.
    await user.upload(picker(), imageFile('nets.webp', 100, 'image/webp'));
    expect(within(screen.getByRole('list', { name: 'Selected images' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('skips a file that is not JPEG/PNG/WebP/GIF', async () => {
    const user = setup();
    await openPage();
    await user.upload(picker(), [
      imageFile('rules.pdf', 100, 'application/pdf'),
      imageFile('logo.svg', 100, 'image/svg+xml'),
      imageFile('ok.gif', 100, 'image/gif'),
    ]);
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Only JPEG/PNG/WebP/GIF allowed.');
    const previews = within(screen.getByRole('list', { name: 'Selected images' })).getAllByRole('listitem');
    expect(previews).toHaveLength(1);
    expect(previews[0]).toHaveTextContent('ok.gif');
  });

  it('skips a file over 8 MB but keeps one of exactly 8 MB', async () => {
    const user = setup();
    await openPage();
    await user.upload(picker(), [imageFile('big.jpg', 8 * 1024 * 1024 + 1), imageFile('exact.jpg', 8 * 1024 * 1024)]);
    expect(within(panel()).getByRole('alert')).toHaveTextContent('File big.jpg is bigger than 8MB.');
    const previews = within(screen.getByRole('list', { name: 'Selected images' })).getAllByRole('listitem');
    expect(previews).toHaveLength(1);
    expect(previews[0]).toHaveTextContent('exact.jpg');
    expect(previews[0]).toHaveTextContent('8192.0 KB');
  });

  it('takes dropped files in the drop zone', async () => {
    await openPage();
    fireEvent.drop(screen.getByTestId('gallery-dropzone'), { dataTransfer: { files: [imageFile('dropped.jpg')], types: ['Files'] } });
    expect(await screen.findByRole('list', { name: 'Selected images' })).toHaveTextContent('dropped.jpg');
  });

  it('removes a file from the selection', async () => {
    const user = setup();
    await openPage();
    await user.upload(picker(), [imageFile('a.jpg'), imageFile('b.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    const previews = within(screen.getByRole('list', { name: 'Selected images' })).getAllByRole('listitem');
    expect(previews.map((li) => li.querySelector('.gallery-preview__name')?.textContent)).toEqual(['b.jpg']);
  });
});

describe('uploading', () => {
  it('asks for at least one image', async () => {
    const user = setup();
    await openPage();
    await user.click(within(panel()).getByRole('button', { name: 'Upload' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Pick at least one image.');
    expect(state.uploads).toEqual([]);
  });

  it('sends the files one at a time with the token, shows progress, then clears and reloads', async () => {
    let inFlight = 0;
    let most = 0;
    server.use(
      http.post('*/api/gallery', async () => {
        most = Math.max(most, ++inFlight);
        await delay(30);
        inFlight -= 1;
        return undefined; // fall through to the in-memory API
      }),
    );
    const user = setup();
    await openPage();
    await user.upload(picker(), [imageFile('first.jpg'), imageFile('second.png', 3000, 'image/png')]);
    await user.type(screen.getByLabelText('Caption for first.jpg'), 'Toss');
    await user.click(within(panel()).getByRole('button', { name: 'Upload' }));

    expect(within(panel()).getByRole('button', { name: /Uploading\.\.\./ })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Upload progress for first.jpg' })).toBeInTheDocument();

    const done = await within(panel()).findByRole('status');
    expect(done).toHaveTextContent('✅ Uploaded successfully.');
    expect(state.uploads).toEqual([
      { caption: 'Toss', filename: 'first.jpg', authorization: 'Bearer admin-token' },
      { caption: null, filename: 'second.png', authorization: 'Bearer admin-token' },
    ]);
    expect(most).toBe(1);
    expect(screen.queryByRole('list', { name: 'Selected images' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Open image/ })).toHaveLength(3));
    expect(screen.getByRole('list', { name: 'Gallery images' })).toHaveTextContent('Toss');
  });

  it('clears the success message after 2 s', async () => {
    const user = setup();
    await openPage();
    await user.upload(picker(), imageFile('one.jpg'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(panel()).getByRole('button', { name: 'Upload' }));
      await within(panel()).findByText('✅ Uploaded successfully.');
      act(() => void vi.advanceTimersByTime(1900));
      expect(within(panel()).getByText('✅ Uploaded successfully.')).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(200));
      expect(within(panel()).queryByText('✅ Uploaded successfully.')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    [
      'the server message',
      { status: 415, body: JSON.stringify({ success: false, message: 'Only JPEG/PNG/WebP/GIF allowed.' }) },
      'Only JPEG/PNG/WebP/GIF allowed.',
    ],
    ['a plain-text answer', { status: 502, body: 'Bad gateway from proxy', contentType: 'text/plain' }, 'Bad gateway from proxy'],
    ['"Failed to upload {filename}" without a body', { status: 500, body: '' }, 'Failed to upload first.jpg'],
  ])('stops at the first failure and shows %s', async (_name, failure, message) => {
    state.failUpload = { filename: 'first.jpg', ...failure };
    const user = setup();
    await openPage();
    await user.upload(picker(), [imageFile('first.jpg'), imageFile('second.jpg')]);
    await user.click(within(panel()).getByRole('button', { name: 'Upload' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(message);
    expect(state.uploads.map((u) => u.filename)).toEqual(['first.jpg']);
    // Nothing went up, so both stay selected for another try.
    expect(within(screen.getByRole('list', { name: 'Selected images' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps only the files that did not go up when a later one fails', async () => {
    state.failUpload = { filename: 'second.jpg', status: 413, body: JSON.stringify({ success: false, message: 'Image is bigger than 8MB.' }) };
    const user = setup();
    await openPage();
    await user.upload(picker(), [imageFile('first.jpg'), imageFile('second.jpg'), imageFile('third.jpg')]);
    await user.click(within(panel()).getByRole('button', { name: 'Upload' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Failed to upload second.jpg: Image is bigger than 8MB.');
    expect(state.uploads.map((u) => u.filename)).toEqual(['first.jpg', 'second.jpg']);
    const left = within(screen.getByRole('list', { name: 'Selected images' })).getAllByRole('listitem');
    expect(left.map((li) => li.querySelector('.gallery-preview__name')?.textContent)).toEqual(['second.jpg', 'third.jpg']);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Open image/ })).toHaveLength(2));
  });

  it('says "Upload failed." when the network fails', async () => {
    server.use(http.post('*/api/gallery', () => HttpResponse.error()));
    const user = setup();
    await openPage();
    await user.upload(picker(), imageFile('first.jpg'));
    await user.click(within(panel()).getByRole('button', { name: 'Upload' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Failed to upload first.jpg: Upload failed.');
  });
});

describe('who sees the panel', () => {
  it('a stored token with a user whose role is missing counts as admin (spec 4)', async () => {
    localStorage.clear();
    signIn({ name: 'Old session' });
    await openPage();
    expect(panel()).toBeInTheDocument();
  });

  it('a user without a token does not', async () => {
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify({ name: 'Asha', role: 'admin' }));
    await openPage();
    expect(screen.queryByRole('region', { name: 'Upload images' })).not.toBeInTheDocument();
  });
});
