/**
 * Text written in another language than the page: a Dari paper in the
 * English list, an English title in the Dari one. It gets its language (for
 * screen readers and fonts) and that language's direction, so it reads the
 * right way round:
 *
 *   9. <Lang code="fa">**هوش مصنوعی و معاملات مالی**<br />عبدالحکیم فاضلی</Lang>
 */
import type {ReactNode} from 'react';
import {useDirection} from '@site/src/lib/hooks/useDirection';

/** Props of {@link Lang}. */
export interface LangProps {
  /** The language of the text: en, fa or ps. */
  readonly code: string;
  readonly children?: ReactNode;
}

/** The text, marked with its language and direction. */
export default function Lang({code, children}: LangProps): ReactNode {
  const dir = useDirection(code);
  return (
    <span lang={code} dir={dir}>
      {children}
    </span>
  );
}
