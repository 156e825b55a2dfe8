/**
 * Marks a plugin as application-wide (not encapsulated), names it and lists
 * what it needs, as `fastify-plugin` does, without another dependency: the
 * three symbols are Fastify's documented plugin metadata.
 * @see https://fastify.dev/docs/latest/Reference/Plugins/#handle-the-scope
 */
import type {FastifyPluginAsync} from 'fastify';

/** Plugin name and the names of plugins that must be registered before it. */
export interface PluginMeta {
  readonly name: string;
  readonly dependencies?: readonly string[];
}

/** Returns the plugin with its metadata, its decorators and hooks visible to the whole app. */
export function definePlugin<Options extends Record<string, unknown> = Record<never, never>>(
  plugin: FastifyPluginAsync<Options>,
  meta: PluginMeta,
): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = meta.name;
  marked[Symbol.for('plugin-meta')] = {name: meta.name, dependencies: [...(meta.dependencies ?? [])], fastify: '5.x'};
  return marked;
}
