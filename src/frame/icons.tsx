/**
 * The frame's icons as inline SVG: no icon font or sprite to download, and
 * they take the text colour (`currentColor`), so the header's dark and light
 * variants need no second set. All are decorative: the control around each
 * icon carries the accessible name.
 */
import type {ReactNode, SVGProps} from 'react';
import type {SocialLink} from '@site/content/identity';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Svg({children, ...props}: IconProps & {readonly children: ReactNode}): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}

/** Three bars: opens the menu. */
export function MenuIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Svg>
  );
}

/** A cross: closes the menu. */
export function CloseIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

/** A magnifying glass: opens the search dialog. */
export function SearchIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </Svg>
  );
}

/**
 * A chevron pointing towards the end of the line: right in English, left in
 * Dari and Pashto. Chosen by direction rather than mirrored in CSS, so it is
 * right in every context, transformed parents included.
 */
export function ChevronIcon({direction, ...props}: IconProps & {readonly direction: 'ltr' | 'rtl'}): ReactNode {
  return (
    <Svg {...props}>
      <path d={direction === 'rtl' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
    </Svg>
  );
}

/** An arrow pointing towards the start of the line: "back". */
export function BackIcon({direction, ...props}: IconProps & {readonly direction: 'ltr' | 'rtl'}): ReactNode {
  return (
    <Svg {...props}>
      <path d={direction === 'rtl' ? 'M5 12h14m-6-6 6 6-6 6' : 'M19 12H5m6-6-6 6 6 6'} />
    </Svg>
  );
}

/** A box with an arrow leaving it: the link opens another site in a new tab. */
export function ExternalIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Svg>
  );
}

/** A globe: the language choice. */
export function GlobeIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </Svg>
  );
}

const SOCIAL_PATHS: Readonly<Record<SocialLink['network'], ReactNode>> = {
  linkedin: (
    <g fill="currentColor" stroke="none">
      <circle cx="5.6" cy="5.4" r="1.9" />
      <rect x="4" y="9" width="3.2" height="11" rx="0.4" />
      <path d="M10 9h3.1v1.6c.6-1 1.8-1.9 3.6-1.9 3 0 4.3 1.9 4.3 5.2V20h-3.2v-5.5c0-1.6-.6-2.6-2-2.6-1.5 0-2.5 1-2.5 2.7V20H10z" />
    </g>
  ),
  youtube: (
    <path
      fill="currentColor"
      stroke="none"
      fillRule="evenodd"
      d="M2.5 8c0-1.7 1.2-3 2.9-3.1C7.6 4.8 9.8 4.7 12 4.7s4.4.1 6.6.2c1.7.1 2.9 1.4 2.9 3.1v8c0 1.7-1.2 3-2.9 3.1-2.2.1-4.4.2-6.6.2s-4.4-.1-6.6-.2c-1.7-.1-2.9-1.4-2.9-3.1zM10 8.8v6.4l5.5-3.2z"
    />
  ),
  facebook: (
    <path
      fill="currentColor"
      stroke="none"
      d="M13.6 21v-7.4h2.6l.4-3.1h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.3a22 22 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.2H7.8v3.1h2.6V21z"
    />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" stroke="none" />
    </>
  ),
  flickr: (
    <g fill="currentColor" stroke="none">
      <circle cx="7" cy="12" r="3.8" />
      <circle cx="17" cy="12" r="3.8" opacity="0.6" />
    </g>
  ),
};

/** The mark of a social network, drawn simply in the text colour. */
export function SocialIcon({network, ...props}: IconProps & {readonly network: SocialLink['network']}): ReactNode {
  return <Svg {...props}>{SOCIAL_PATHS[network]}</Svg>;
}
