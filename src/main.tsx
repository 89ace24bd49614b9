import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routeAt } from './app/routes.ts';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The route's screen first: its page (add.html, …) has preloaded its code with this entry, and a
// screen loaded before the first render shows at once, without a loading screen in between. Not
// a top-level await: the screens import this entry's chunk, which must not wait for them.
const screenLoaded = routeAt(window.location.pathname)?.load() ?? Promise.resolve();
// A screen that failed to load is asked for again when it renders, and the failure shows there.
void screenLoaded
  .catch(() => {})
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={createQueryClient()} />
      </StrictMode>,
    );
  });
