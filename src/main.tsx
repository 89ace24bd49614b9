import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routeAt } from './app/routes.ts';
import { startIn } from './i18n/catalogs.ts';
import { initialLocale } from './i18n/locale.ts';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The words first: the screen's own load asks for its words in the language started here.
const wordsLoaded = startIn(initialLocale());
// The route's screen next: its page (add.html, …) has preloaded its code with this entry, and a
// screen loaded before the first render shows at once, without a loading screen in between. Not
// a top-level await: the screens import this entry's chunk, which must not wait for them.
const screenLoaded = routeAt(window.location.pathname)?.load() ?? Promise.resolve();

function render(): void {
  createRoot(root!).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

/** Without the shell's words the app can say nothing: this says so in both languages. */
function showWordsMissing(): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent =
    'Sidan kunde inte laddas; kontrollera anslutningen. / The page could not be loaded; check the connection.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Ladda om / Reload';
  reload.addEventListener('click', () => window.location.reload());
  root!.replaceChildren(message, reload);
}

// A screen that failed to load is asked for again when it renders, and the failure shows there.
void Promise.all([wordsLoaded, screenLoaded.catch(() => {})]).then(render, showWordsMissing);
