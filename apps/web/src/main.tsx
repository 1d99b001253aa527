import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initialLanguage, setLanguage } from './i18n/i18n';
import { queryClient } from './lib/query-client';
import { applyTheme, getTheme } from './lib/theme';
import './index.css';

applyTheme(getTheme());

// The first screen is drawn in its language: the catalog (one small chunk) loads before React runs.
setLanguage(initialLanguage()).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
});
