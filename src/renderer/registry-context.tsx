/**
 * How the renderer receives the block registry: the app (the composition root) wraps the tree in
 * `<BlockRegistryProvider registry={…}>`; the renderer reads it with `useBlockRegistry()`. The
 * renderer itself never imports `registry/` (lint enforces it).
 */
import { createContext, use, type ReactNode } from 'react';
import type { BlockRegistry } from './block-contract';

const RegistryContext = createContext<BlockRegistry | null>(null);

/** Provide the block registry to every renderer below. */
export function BlockRegistryProvider({ registry, children }: { registry: BlockRegistry; children: ReactNode }) {
  return <RegistryContext value={registry}>{children}</RegistryContext>;
}

/** The registry handed down by the app; throws when used outside the provider (a wiring bug). */
export function useBlockRegistry(): BlockRegistry {
  const registry = use(RegistryContext);
  if (!registry) throw new Error('useBlockRegistry() must be used inside <BlockRegistryProvider>');
  return registry;
}
