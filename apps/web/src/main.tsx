import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { holdEarlyInput } from './app/early-input';
import { startRouter } from './app/router';
import { readServerState } from './app/server-state';
import './index.css';

const container = document.getElementById('root')!;
const rendered = container.firstElementChild ? readServerState() : undefined;

if (rendered) {
  const replayEarlyInput = holdEarlyInput(container);
  void import('./app/hydrate').then(({ hydratePage }) =>
    hydratePage(container, rendered, replayEarlyInput),
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={startRouter()} />
    </StrictMode>,
  );
}
