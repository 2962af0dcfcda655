import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstPaint } from './build/first-paint';

export default defineConfig({
  plugins: [
    react(),
    // The public screens paint from a build-time frame before the app's JavaScript arrives.
    firstPaint({
      importer: 'src/router.tsx',
      screens: {
        '/': './pages/home-page',
        '/about': './pages/about-page',
        '/teams': '@league/teams/pages',
        '/schedule': '@league/schedule/pages',
        '/gallery': '@league/gallery/pages',
        '/players': '@league/players/pages',
      },
    }),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
