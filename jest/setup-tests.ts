// Adds the DOM matchers (toBeInTheDocument, toHaveAttribute...) to every component test.
import '@testing-library/jest-dom';

// The real @docusaurus/Link prefetches the pages it links to through this
// global, which the Docusaurus client entry installs in a built site. Tests
// load nothing, so a no-op stands in for it.
if (typeof window !== 'undefined' && !('docusaurus' in window)) {
  Object.defineProperty(window, 'docusaurus', {
    value: {prefetch: () => false, preload: () => false},
    writable: true,
  });
}

// jsdom has no TextEncoder, which TypeBox needs when tests load the content
// layer's schemas (content/answer-shapes.ts); browsers and Node have it.
if (typeof globalThis.TextEncoder === 'undefined') {
  const util = require('node:util') as typeof import('node:util');
  Object.assign(globalThis, {TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder});
}

// jsdom knows <dialog> and its `open` attribute (and hides a closed one) but
// not showModal() and close(), which the site's dialogs use
// (src/lib/hooks/useModalDialog.ts). This stand-in does only the bookkeeping:
// showModal() sets `open`; close() removes it and fires `close` (at once,
// where a browser queues it); Escape fires a cancelable `cancel` at the open
// dialog shown last and, unless it is cancelled, closes it. It does not make
// the page inert, put the dialog in a top layer or move focus: what the
// browser does there is checked in Chromium by the e2e tests
// (e2e/frame.spec.ts, search.spec.ts, conferences.spec.ts).
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const modals: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) {
      throw new DOMException('The dialog is already open.', 'InvalidStateError');
    }
    if (!this.isConnected) {
      throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    }
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) {
      return;
    }
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  window.addEventListener('keydown', (event) => {
    const top = modals.filter((dialog) => dialog.isConnected).pop();
    if (event.key !== 'Escape' || event.defaultPrevented || top === undefined) {
      return;
    }
    if (top.dispatchEvent(new Event('cancel', {cancelable: true}))) {
      top.close();
    }
  });
}
