import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { holdEarlyInput } from './app/early-input';
import { startRouter } from './app/router';
import { readServerState } from './app/server-state';
import { loadMessages } from './i18n/load';
import { pageLanguage } from './i18n/language';
import './index.css';

const container = document.getElementById('root')!;
const rendered = container.firstElementChild ? readServerState() : undefined;
const language = pageLanguage();

function start() {
  if (rendered) {
    const replayEarlyInput = holdEarlyInput(container);
    void import('./app/hydrate').then(({ hydratePage }) =>
      hydratePage(container, rendered, language, replayEarlyInput),
    );
  } else {
    createRoot(container).render(
      <StrictMode>
        <App router={startRouter(language)} language={language} />
      </StrictMode>,
    );
  }
}

// A Sinhala or Tamil page first loads the messages every page shows (the server preloads them);
// an English page has its English in its code, and starts at once.
void loadMessages(language).then(start);
