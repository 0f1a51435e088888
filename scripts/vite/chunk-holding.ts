import type { Rollup } from 'vite';

/** The built chunk that holds a module whose path matches: the build fails when none does. */
export function chunkHolding(bundle: Rollup.OutputBundle, module: RegExp): Rollup.OutputChunk {
  const chunk = Object.values(bundle).find(
    (output): output is Rollup.OutputChunk =>
      output.type === 'chunk' && output.moduleIds.some((id) => module.test(id)),
  );
  if (!chunk) throw new Error(`No built chunk comes from a module matching ${module}`);
  return chunk;
}
