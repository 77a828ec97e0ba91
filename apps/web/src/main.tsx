import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startRouter } from './app/router';
import { readServerState } from './app/server-state';
import './index.css';

const container = document.getElementById('root')!;
const rendered = container.firstElementChild ? readServerState() : undefined;

if (rendered) {
  void import('./app/hydrate').then(({ hydratePage }) => hydratePage(container, rendered));
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={startRouter()} />
    </StrictMode>,
  );
}
