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
