import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { holdEarlyInput } from './app/early-input';
import { loadRoutesOf, startRouter } from './app/router';
import { readServerState } from './app/server-state';
import { loadMessages } from './i18n/load';
import { pageLanguage } from './i18n/language';
import './index.css';

const container = document.getElementById('root')!;
const rendered = container.firstElementChild ? readServerState() : undefined;
const language = pageLanguage();

if (rendered) {
  // A page the server rendered: the code that takes it over, its screen's code and its words are
  // fetched at once, one round trip after this script. Its head announces none of them: the
  // phone spends its first bandwidth on what the shopper sees (the picture, the font), not on
  // code that only makes a page already on screen respond (docs/performance.md, issue #30).
  const replayEarlyInput = holdEarlyInput(container);
  void Promise.all([
    import('./app/hydrate'),
    loadRoutesOf(window.location.pathname, language),
    loadMessages(language),
  ]).then(([{ hydratePage }]) => hydratePage(container, rendered, language, replayEarlyInput));
} else {
  // A Sinhala or Tamil page first loads the messages every page shows (the server preloads them);
  // an English page has its English in its code, and starts at once.
  void loadMessages(language).then(() =>
    createRoot(container).render(
      <StrictMode>
        <App router={startRouter(language)} language={language} />
      </StrictMode>,
    ),
  );
}
