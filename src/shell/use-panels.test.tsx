import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PanelsActor, usePanels } from './use-panels';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <PanelsActor.Provider>{children}</PanelsActor.Provider>
  </MemoryRouter>
);

describe('the panels binding', () => {
  it('hands out the same senders on every render, so memoised children do not render again', () => {
    const { result, rerender } = renderHook(() => usePanels(), { wrapper });
    const first = result.current;
    act(() => first.open('cart'));
    rerender();
    expect(result.current.openPanel).toBe('cart');
    expect(result.current.open).toBe(first.open);
    expect(result.current.close).toBe(first.close);
    expect(result.current.selectTab).toBe(first.selectTab);
  });
});
