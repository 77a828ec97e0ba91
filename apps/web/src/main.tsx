import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startRouter } from './app/router';
import { readServerState } from './app/server-state';
import './index.css';

const container = document.getElementById('root')!;
const rendered = container.firstElementChild ? readServerState() : undefined;

if (rendered) {
  void firstPictureShown()
    .then(() => import('./app/hydrate'))
    .then(({ hydratePage }) => hydratePage(container, rendered));
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={startRouter()} />
    </StrictMode>,
  );
}

/**
 * Until the page's first picture (its largest paint) has arrived and a frame has shown it, or 3 s:
 * the page reads and its links work as it came from the server, so a phone's network and CPU go
 * to the first screen before the app takes the page over.
 */
function firstPictureShown(): Promise<unknown> {
  const first = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  return new Promise((shown) => {
    const next = () => requestAnimationFrame(() => setTimeout(shown));
    setTimeout(shown, 3000);
    if (!first || first.complete) return next();
    first.addEventListener('load', next, { once: true });
    first.addEventListener('error', next, { once: true });
  });
}
