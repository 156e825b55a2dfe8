/**
 * The browser bundle starts from src/client-entry.tsx instead of
 * Docusaurus's own entry: the same work, in short tasks (that file says why).
 * The server bundle, which renders the HTML at build time, is unchanged.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function clientEntryPlugin(): Plugin {
  return {
    name: 'client-entry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {entry: path.resolve(__dirname, '..', 'src', 'client-entry.tsx')};
    },
  };
}
