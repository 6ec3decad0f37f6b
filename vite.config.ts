import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { signInTexts } from './scripts/signin-texts.ts';
import { textParts } from './scripts/text-parts.ts';
import { FEATURE_PART, TEXT_PARTS } from './src/i18n/parts.ts';
import { mergeTrees } from './src/i18n/tree.ts';
import { pwaManifest } from './src/pwa/manifest.ts';

/** virtual:signin-texts/<lang>: the sign-in pages' texts alone (scripts/signin-texts.ts), a small chunk per language. */
function signInTextsModule(): Plugin {
  const PREFIX = 'virtual:signin-texts/';
  return {
    name: 'repwise-signin-texts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1);
      if (!/^(en|sk|cz)$/.test(locale)) throw new Error(`no sign-in texts for "${locale}"`);
      return `export default ${JSON.stringify(signInTexts(process.cwd(), locale))};`;
    },
  };
}

/**
 * A feature's index.ts only names what other features use (tests/unit/layers.test.ts). Marked free of side
 * effects, a name imported through it links to the module that holds it, so an importer's chunk takes that
 * module alone, not every module the index names (a chart, a settings panel) with their styles.
 */
function featureIndexesOnlyReexport(): Plugin {
  const INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
  return {
    name: 'repwise-feature-indexes',
    transform: (code, id) => (INDEX.test(id) ? { code, map: null, moduleSideEffects: false } : undefined),
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    signInTextsModule(),
    featureIndexesOnlyReexport(),
    textParts({ parts: TEXT_PARTS, featurePart: FEATURE_PART, merge: mergeTrees }),
    // The pre-render build (src/prerender.tsx, npm run build) is no app: no service worker there.
    !isSsrBuild &&
    // Our own service worker (src/pwa/sw.ts): app-shell precache, navigation fallback, /offline.html, api-cache-v1.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The CSP forbids inline script: src/pwa/register.ts registers /sw.js through workbox-window instead.
      injectRegister: false,
      manifest: pwaManifest,
      // globPatterns below already take every built file (public/ included); listing them twice would duplicate entries.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // A classic script, as /sw.js is registered; the 'es' build asks rolldown for the deprecated inlineDynamicImports.
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  resolve: {
    // react-router's package exports name only its development build (dev warnings on); the app ships the production one.
    alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }],
  },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Which chunks a module needs (dist/.vite/manifest.json): the signed-in frames ask for their first screen's with the app (scripts/prerender.ts).
    manifest: !isSsrBuild,
    // The CSP forbids inline script: keep vite from inlining the module preload polyfill.
    modulePreload: { polyfill: false },
    // signin.html: the sign-in pages' own light entry (src/features/auth/entry.tsx), the shell scripts/prerender.ts fills for them.
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          input: { index: 'index.html', signin: 'signin.html' },
          output: {
            codeSplitting: {
              groups: [
                // React first, so the group below does not take it in with Radix (a group takes its modules' dependencies).
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                // Radix and its helpers in chunks of their own (still split by who needs them): left to itself,
                // rolldown puts a Radix module beside a small module of ours that a first screen imports
                // (ui/useFocusReturn.ts), and the dialogs come with it before that screen shows.
                {
                  name: 'radix',
                  test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]/,
                  priority: 1,
                  entriesAware: true,
                },
              ],
            },
          },
        },
  },
}));
