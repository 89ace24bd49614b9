import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { chunkPlan, skipLoadedPreloads } from './scripts/chunk-plan-plugin.ts';
import { shortClassNames } from './scripts/css-class-names.ts';
import { linguiMacro } from './scripts/lingui-macro-plugin.ts';
import { messageIdsPlugin } from './scripts/message-ids-plugin.ts';
import { precompressPlugin } from './scripts/precompress-plugin.ts';
import { preactAliases } from './scripts/preact.ts';
import { routePreloadPlugin } from './scripts/route-preload-plugin.ts';
import { deviceMakerPlugin } from './src/device-maker/vite-plugin.ts';
import { sandboxPlugin } from './src/sandbox/vite-plugin.ts';

/** Served with every response of the preview (npm start) and dev servers. */
const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/**
 * The built index.html carries the page's Content-Security-Policy. connect-src allows any
 * https origin because the API host differs per organization (docs/decisions.md, "Addresses and keys").
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self' https: http://localhost:* http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'sign-in-admin:csp-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

/** API_TARGET=https://host sends /v1 to a real deployment instead of the sandbox. */
function apiProxy(): Record<string, ProxyOptions> | undefined {
  const target = process.env.API_TARGET?.trim();
  if (!target) return undefined;
  return { '/v1': { target, changeOrigin: true, secure: true } };
}

// How the build cuts the app into files (scripts/chunk-plan-plugin.ts).
const plan = chunkPlan();
const preloads = skipLoadedPreloads();

export default defineConfig(({ command }) => ({
  plugins: [
    linguiMacro(),
    // JSX for React's API, which preact/compat provides; no Fast Refresh (React's own runtime):
    // in `npm run dev` an edit reloads the page.
    react({ refreshExclude: /./ }),
    // .po catalogs imported as compiled messages; a message without its translation fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    messageIdsPlugin(),
    contentSecurityPolicyMeta(),
    sandboxPlugin(),
    deviceMakerPlugin(),
    // add.html, batch.html, …: index.html that also preloads the route's screen (first load).
    routePreloadPlugin(),
    // .gz beside each text file and the registry, for nginx's gzip_static (deploy/nginx.conf).
    precompressPlugin(),
    plan.plugin,
    preloads.plugin,
  ],
  // Built, CSS module classes get short names (scripts/css-class-names.ts); in development and
  // tests, Vite's readable ones.
  css:
    command === 'build'
      ? {
          modules: {
            generateScopedName: shortClassNames(fileURLToPath(new URL('.', import.meta.url))),
          },
        }
      : undefined,
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // Browsers without <link rel="modulepreload"> (Safari before 17, Firefox before 115) load a
    // lazy screen's chunks when it opens instead of ahead: no polyfill in every first load.
    // An on-demand import preloads what its chunk needs but what is loaded already.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    // One stylesheet with the entry (10 kB gzip for every screen) instead of one per component:
    // on a slow line each extra file costs a round trip, more than the few kB it saves.
    cssCodeSplit: false,
    rolldownOptions: { output: plan.output },
  },
  // React's modules resolve to Preact's (scripts/preact.ts).
  resolve: { alias: preactAliases },
  server: { headers: securityHeaders, proxy: apiProxy() },
  preview: { headers: securityHeaders, proxy: apiProxy() },
}));
