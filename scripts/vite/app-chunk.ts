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

function graphOf(modules: string[], graph: ModuleGraph): Set<string> {
  return new Set(modules.flatMap((module) => [...staticGraph(resolve(module), graph)]));
}

interface AppChunks {
  /** The app's modules: they and everything they import statically make the `app` chunk. */
  app: string[];
  /** The first script: it and what it imports make the `boot` chunk, which never waits for the app. */
  entry: string;
  /**
   * The framework's modules, in a chunk of their own: on HTTP/1.1 it downloads over its own
   * connection alongside the app's, and a release that changes only the shop's code leaves it
   * cached on the shopper's phone.
   */
  framework: RegExp;
  /**
   * Pages a shopper often lands on, by chunk name. Each chunk holds its pages and everything they
   * import statically outside the app; what two of them share goes to the app.
   */
  landingPages: Record<string, string[]>;
}

/**
 * Code-splitting groups that put the app, the framework, and each kind of landing page in one
 * chunk each.
 * Left alone the bundler cuts every module shared by two chunks into a chunk of its own: a page
 * would then load a dozen files of a few hundred bytes, all needed at once. On a phone's few
 * connections over 3G each request costs a round trip and a share of the bandwidth the app's
 * chunk needs (see the README's Performance section). What the entry imports stays out of the
 * app, so the entry never waits for the app before it runs.
 */
export function appChunks({ app, entry, framework, landingPages }: AppChunks) {
  let graphs: { boot: Set<string>; app: Set<string>; pages: Map<string, Set<string>> } | undefined;
  const graphsOf = (graph: ModuleGraph) =>
    (graphs ??= {
      boot: graphOf([entry], graph),
      app: graphOf(app, graph),
      pages: new Map(
        Object.entries(landingPages).map(([name, modules]) => [name, graphOf(modules, graph)]),
      ),
    });
  const landingsOf = (id: string, graph: ModuleGraph) =>
    [...graphsOf(graph).pages].filter(([, modules]) => modules.has(id)).map(([name]) => name);
  // A higher priority wins a module two groups would take: the boot chunk first, then the
  // framework, then the app.
  return [
    {
      debugName: 'boot',
      priority: 4,
      name: (id: string, graph: ModuleGraph) => (graphsOf(graph).boot.has(id) ? 'boot' : null),
    },
    {
      debugName: 'framework',
      priority: 3,
      name: (id: string) => (framework.test(id) ? 'framework' : null),
    },
    {
      debugName: 'app',
      priority: 2,
      name: (id: string, graph: ModuleGraph) =>
        graphsOf(graph).app.has(id) || landingsOf(id, graph).length > 1 ? 'app' : null,
    },
    {
      debugName: 'landing pages',
      priority: 1,
      name: (id: string, graph: ModuleGraph) => {
        const landings = landingsOf(id, graph);
        return landings.length === 1 ? landings[0]! : null;
      },
    },
  ];
}
