import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackedPageChunk, usePageChunkDownloading } from './page-chunks';

function Downloading() {
  return <p>{usePageChunkDownloading() ? 'downloading' : 'idle'}</p>;
}

function held<T>() {
  let release: (value: T) => void = () => {};
  let fail: (reason: Error) => void = () => {};
  const promise = new Promise<T>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

describe('page chunks', () => {
  it('says a page is downloading from the request until its code arrives', async () => {
    render(<Downloading />);
    const first = held<string>();
    const second = held<string>();
    const loadFirst = trackedPageChunk(() => first.promise);
    const loadSecond = trackedPageChunk(() => second.promise);
    expect(screen.getByText('idle')).toBeInTheDocument();

    let firstLoaded: Promise<string> = Promise.resolve('');
    await act(async () => {
      firstLoaded = loadFirst();
      void loadSecond();
    });
    expect(screen.getByText('downloading')).toBeInTheDocument();

    await act(async () => first.release('first'));
    await expect(firstLoaded).resolves.toBe('first');
    expect(screen.getByText('downloading')).toBeInTheDocument();

    await act(async () => second.release('second'));
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('stops saying so when the download fails, and passes the failure on', async () => {
    render(<Downloading />);
    const chunk = held<string>();
    let loaded: Promise<string> = Promise.resolve('');
    await act(async () => {
      loaded = trackedPageChunk(() => chunk.promise)();
    });
    expect(screen.getByText('downloading')).toBeInTheDocument();
    await act(async () => {
      chunk.fail(new Error('offline'));
      await loaded.catch(() => {});
    });
    await expect(loaded).rejects.toThrow('offline');
    expect(screen.getByText('idle')).toBeInTheDocument();
  });
});
