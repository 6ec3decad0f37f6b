import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (Chromium offers to install with it): name, start URL,
 * standalone display, colours of the light theme and the icons in public/icons.
 */
export const pwaManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Repwise',
  short_name: 'Repwise',
  description: 'Coaching for personal trainers and their clients: clients, training plans and weight tracking that work offline.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0f766e',
  background_color: '#f5f7f8',
  categories: ['health', 'fitness', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
