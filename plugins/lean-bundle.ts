/**
 * Keeps Prism out of the browser bundle. The classic theme registers a client
 * module that imports prism-react-renderer on every page, even though only
 * its CodeBlock uses it; this site swizzles CodeBlock into a plain <pre>
 * (src/theme/CodeBlock), so the module gets an empty Prism instead. Saves
 * about 20 KB of compressed JavaScript on every first visit.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.resolve(__dirname, 'lean-bundle', 'prism-stub.ts'),
          },
        },
      };
    },
  };
}
