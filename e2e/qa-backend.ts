import type { APIRequestContext } from '@playwright/test';

/** The QA control endpoints of the local backend (QA contract). */
export const standIn = 'http://127.0.0.1:8080';

export async function resetBackend(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${standIn}/__qa/reset`);
  if (response.status() !== 204) throw new Error(`reset answered ${response.status()}`);
}

export async function useScenario(request: APIRequestContext, name: string): Promise<void> {
  const response = await request.post(`${standIn}/__qa/scenario`, { data: { name } });
  if (!response.ok()) throw new Error(`scenario ${name} answered ${response.status()}`);
}
