/**
 * A row of download buttons built on the site's call-to-action button, so
 * documents open in a new tab with a spoken hint:
 *
 *   <FileButtons>
 *     <FileButton to="/files/about/strategic-plan-2021-2025.pdf">Strategic plan 2021-2025</FileButton>
 *   </FileButtons>
 */
import type {ReactNode} from 'react';
import CtaButton from '@site/src/components/CtaButton';
import {elementChildren} from '../shared/listItems';
import styles from './styles.module.css';

/** Props of {@link FileButtons}. */
export interface FileButtonsProps {
  /** `<FileButton>` elements. */
  readonly children?: ReactNode;
}

/** Lays out its `<FileButton>` children as a wrapping list. */
export function FileButtons({children}: FileButtonsProps): ReactNode {
  return (
    <ul className={styles.row}>
      {elementChildren(children).map((child, index) => (
        <li key={child.key ?? index} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link FileButton}. */
export interface FileButtonProps {
  /** The file, e.g. `/files/about/chancellor-letter.pdf`. */
  readonly to: string;
  /** The button's label. */
  readonly children: ReactNode;
}

/** One file button: the shared call-to-action button with a document icon. */
export function FileButton({to, children}: FileButtonProps): ReactNode {
  return (
    <CtaButton to={to}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {children}
    </CtaButton>
  );
}

export default FileButtons;
