/**
 * No "unlisted" or "draft" banner above a page. The classic theme shows one
 * on a page marked `unlisted` (or `draft`, in development) with its admonition
 * component, which every content page would otherwise load. The site has no
 * such pages: a page not ready for readers stays out of `docs/` until it is.
 */
import type {ReactNode} from 'react';

export default function ContentVisibility(): ReactNode {
  return null;
}
