import '../workers/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { classifyPath } from './app/routes/classify';
import { initI18n } from './i18n/i18n';
import { initialLanguage } from './i18n/language';
import { startTheme } from './theme/theme';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';
import './styles/auth.css';
import './styles/landing.css';

// Theme and language are set before the first render, so nothing flashes (the CSP forbids an inline head script).
startTheme();
const route = classifyPath(window.location.pathname);
initI18n(route.kind === 'landing' && route.locale ? route.locale : initialLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
