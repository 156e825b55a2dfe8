/**
 * `npm run dev` only: the development server passes `/web/...` on to the API
 * that scripts/dev.ts starts beside it (its address in DEV_API_URL), so the
 * data pages, which fetch from the same origin, work in the preview with hot
 * reload. Without DEV_API_URL, and in every production build, it adds nothing.
 */
import type {Plugin} from '@docusaurus/types';

export default function devApiProxyPlugin(): Plugin {
  return {
    name: 'dev-api-proxy',
    configureWebpack(_config, isServer) {
      const target = process.env.DEV_API_URL;
      if (isServer || target === undefined || target === '' || process.env.NODE_ENV === 'production') return {};
      // webpack's own configuration type does not know the dev server's part.
      return {devServer: {proxy: [{context: ['/web'], target}]}} as Record<string, unknown>;
    },
  };
}
