import {screen, waitFor, within} from '@testing-library/react';
import {variantPath} from '@site/content/image-variants';
import userEvent from '@testing-library/user-event';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import fa from '@site/i18n/fa/code.json';
import Gallery from '.';

// Each test loads the lightbox module and drives a real slider; on a busy CI
// machine that takes longer than Jest's default 5 seconds.
jest.setTimeout(20_000);

// jsdom's <dialog> methods are the stand-ins of test/setup-tests.ts; what the
// browser adds (the inert page behind) is checked in e2e/conferences.spec.ts.
const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');

const IMAGES = Array.from({length: 10}, (_, i) => `/img/conferences/demo/photo-${String(i + 1).padStart(2, '0')}.webp`);

function thumbnails(): HTMLElement[] {
  return within(screen.getByRole('list', {name: 'Photos: Demo 2025'})).getAllByRole('button');
}

/** The lightbox, once its lazily loaded module has arrived. */
async function findViewer(name: RegExp): Promise<HTMLElement> {
  return screen.findByRole('dialog', {name}, {timeout: 4000});
}

describe('Gallery', () => {
  it('shows every photo as a named button with a lazily loaded, sized thumbnail', () => {
    renderWithDocusaurus(<Gallery photos={IMAGES} title="Demo 2025" />);
    const buttons = thumbnails();
    expect(buttons).toHaveLength(10);
    expect(buttons[2]).toHaveAccessibleName('Open photo 3 of 10 at full size');
    const image = buttons[2]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', IMAGES[2]);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '450');
  });

  it('has no lightbox until a photo is opened', () => {
    renderWithDocusaurus(<Gallery photos={IMAGES} title="Demo 2025" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the chosen photo in a modal viewer on click', async () => {
    const user = userEvent.setup();
    renderWithDocusaurus(<Gallery photos={IMAGES} title="Demo 2025" />);
    await user.click(thumbnails()[2]!);
    const viewer = await findViewer(/Demo 2025 Image 3 of 10/);
    expect(showModal.mock.contexts).toEqual([viewer]);
    expect(within(viewer).getByRole('button', {name: 'Close'})).toHaveFocus();
    // The viewer shows the photo's widest version (content/image-variants.ts), not the original.
    await waitFor(() => expect(viewer.querySelector(`img[src="${variantPath(IMAGES[2], 1200, 'webp')}"]`)).not.toBeNull());
    // react-photo-view marks its own element as an (unnamed) dialog too; only ours may remain.
    expect(screen.getAllByRole('dialog')).toEqual([viewer]);
  });

  it('opens with Enter on a focused thumbnail', async () => {
    const user = userEvent.setup();
    renderWithDocusaurus(<Gallery photos={IMAGES} title="Demo 2025" />);
    thumbnails()[0]!.focus();
    await user.keyboard('{Enter}');
    await findViewer(/Image 1 of 10/);
  });

  it('closes with Escape and gives focus back to the thumbnail', async () => {
    const user = userEvent.setup();
    renderWithDocusaurus(<Gallery photos={IMAGES} title="Demo 2025" />);
    await user.click(thumbnails()[4]!);
    await findViewer(/Image 5 of 10/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumbnails()[4]).toHaveFocus();
  });

  it('closes with the Close button', async () => {
    const user = userEvent.setup();
    renderWithDocusaurus(<Gallery photos={IMAGES} title="Demo 2025" />);
    await user.click(thumbnails()[1]!);
    const viewer = await findViewer(/Image 2 of 10/);
    await user.click(within(viewer).getByRole('button', {name: 'Close'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnails()[1]).toHaveFocus();
  });

  it('steps through the photos with the arrow keys and the Next/Previous buttons, wrapping around', async () => {
    const user = userEvent.setup();
    renderWithDocusaurus(<Gallery photos={IMAGES} title="Demo 2025" />);
    await user.click(thumbnails()[9]!);
    const viewer = await findViewer(/Image 10 of 10/);
    await user.click(within(viewer).getByRole('button', {name: 'Next photo'}));
    expect(viewer).toHaveAccessibleName('Demo 2025 Image 1 of 10');
    await user.click(within(viewer).getByRole('button', {name: 'Previous photo'}));
    expect(viewer).toHaveAccessibleName('Demo 2025 Image 10 of 10');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(viewer).toHaveAccessibleName('Demo 2025 Image 9 of 10'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(viewer).toHaveAccessibleName('Demo 2025 Image 1 of 10'));
  });

  it('keeps Tab inside the open viewer', async () => {
    const user = userEvent.setup();
    renderWithDocusaurus(<Gallery photos={IMAGES} title="Demo 2025" />);
    await user.click(thumbnails()[0]!);
    const viewer = await findViewer(/Image 1 of 10/);
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(viewer.contains(document.activeElement)).toBe(true);
    }
  });

  it('speaks Dari on a Dari page, with Dari digits', async () => {
    const user = userEvent.setup();
    renderWithDocusaurus(<Gallery photos={IMAGES} title="کنفرانس نمونه" />, {locale: 'fa', translations: fa});
    const buttons = within(screen.getByRole('list', {name: 'تصاویر: کنفرانس نمونه'})).getAllByRole('button');
    expect(buttons[2]).toHaveAccessibleName('باز کردن تصویر ۳ از ۱۰ در اندازهٔ کامل');
    await user.click(buttons[2]!);
    const viewer = await findViewer(/تصویر ۳ از ۱۰/);
    expect(within(viewer).getByRole('button', {name: 'بستن'})).toBeInTheDocument();
  });
});
