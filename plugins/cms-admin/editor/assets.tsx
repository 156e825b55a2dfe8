/**
 * Photos and files shown before they are on the site. The data names a
 * photo by its site path (`/img/news/library.jpg`), which Decap CMS takes for
 * a public address because it starts with a slash: it showed the photo from
 * the site, where a photo chosen a minute ago is not yet, so the field's
 * thumbnail and the preview stayed broken until the site was rebuilt.
 *
 * {@link backendPath} gives Decap the path without its leading slash
 * instead, which it reads through the collection field's media folder
 * (`static/img/news/`): from the photo it keeps in memory since it was
 * chosen, or from the repository (decap-server, GitHub). {@link withBackendAssets}
 * does that for the image and file widgets, and the preview pane
 * (./preview.tsx) does it for the photos it sends to the site's preview page.
 */
import type {ComponentType, ReactNode} from 'react';

/** A site path of a photo or file, as Decap should look it up: through the field's media folder. */
export function backendPath(path: string): string {
  return /^\/(img|files)\//.test(path) ? path.slice(1) : path;
}

/**
 * Whether Decap has the photo (a `blob:` address of what it read, or a full
 * address): while it is still reading it, or when the repository does not
 * have it, its answer is empty or a relative path, and the site's copy is
 * shown instead.
 */
export function isLoaded(asset: unknown): boolean {
  return asset !== undefined && asset !== null && /^(blob:|data:|https?:)/.test(String(asset));
}

/** What the wrapper changes of Decap's control props; the rest passes through. */
interface AssetProps {
  readonly getAsset?: (path: string, field?: unknown) => unknown;
  readonly [prop: string]: unknown;
}

/** `Control` whose photos and files Decap reads from the repository, not the site. Refs and props pass through. */
export function withBackendAssets<P extends AssetProps>(Control: ComponentType<P>): ComponentType<P> {
  function BackendAssets(props: P): ReactNode {
    const {getAsset} = props;
    const fromBackend =
      getAsset === undefined
        ? undefined
        : (path: string, field?: unknown) => {
            const asset = getAsset(backendPath(path), field);
            return isLoaded(asset) ? asset : getAsset(path, field);
          };
    return <Control {...props} getAsset={fromBackend} />;
  }
  BackendAssets.displayName = `BackendAssets(${Control.displayName ?? Control.name})`;
  return BackendAssets;
}
