/**
 * A content page's text (the classic theme's `div.markdown`), taken over
 * after the page's frame (src/lib/hydration.tsx): on a long page the text is
 * most of what the browser has to walk when it hydrates. Swizzled by
 * wrapping, so theme upgrades still reach the original.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import HydrateLater from '@site/src/lib/hydration';

export default function DocItemContent(props: Props): ReactNode {
  return (
    <HydrateLater>
      <Content {...props} />
    </HydrateLater>
  );
}
