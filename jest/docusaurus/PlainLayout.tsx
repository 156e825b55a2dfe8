/**
 * The theme's Layout reduced to its children, for tests of a page's own
 * content (the header and footer have tests of their own):
 *
 *   jest.mock('@theme/Layout', () => jest.requireActual('@site/jest/docusaurus/PlainLayout'), {virtual: true});
 */
import type {ReactNode} from 'react';

/** Renders the page's content and nothing around it. */
export default function PlainLayout({children}: {children: ReactNode}): ReactNode {
  return <>{children}</>;
}
