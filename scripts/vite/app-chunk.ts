import { resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** A module and everything it imports statically. */
function staticGraph(root: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const pending = [root];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (found.has(next)) continue;
    found.add(next);
    pending.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}

/**
 * Code-splitting groups that put the app (its modules and everything they import statically) in
 * one chunk. The entry imports the app dynamically, so left alone the bundler would cut every
 * module the app shares with a page into its own small chunk: a dozen more requests on the first
 * load of every page, all needed at once anyway. What the entry itself imports stays out, so the
 * entry never waits for the app before it runs.
 */
export function appChunks({ app, entry }: { app: string[]; entry: string }) {
  let graphs: { entry: Set<string>; app: Set<string> } | undefined;
  const graphsOf = (graph: ModuleGraph) =>
    (graphs ??= {
      entry: staticGraph(resolve(entry), graph),
      app: new Set(app.flatMap((module) => [...staticGraph(resolve(module), graph)])),
    });
  return [
    {
      // The entry's own helpers (the chunk preloader) are shared with the app: without a chunk of
      // their own the bundler puts them in the app's, and the entry would wait for all of it.
      debugName: 'boot',
      priority: 2,
      name: (id: string, graph: ModuleGraph) => (graphsOf(graph).entry.has(id) ? 'boot' : null),
    },
    {
      debugName: 'app',
      priority: 1,
      name: (id: string, graph: ModuleGraph) => (graphsOf(graph).app.has(id) ? 'app' : null),
    },
  ];
}
