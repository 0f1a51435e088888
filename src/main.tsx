import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routes } from './app/routes';
import './styles/global.css';

async function boot() {
  // In-browser mocks exist only in the dev server: this branch is removed from production builds.
  if (import.meta.env.DEV && import.meta.env.VITE_MOCKS === 'browser') {
    const { startBrowserMocks } = await import('../mocks/browser');
    await startBrowserMocks();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}

void boot();
