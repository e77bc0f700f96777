import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { startLanguage } from './i18n/language.ts';
import { keepLastSession } from './session/last-session.ts';
import { wireHttp } from './session/wire-http.ts';
import './styles.css';

// The HTTP client needs the token, the company and the global toasts before the first call.
wireHttp();
// A start with no signal resumes the last session that started online (session/establish.ts).
keepLastSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The language this browser spoke last, from the first paint (English waits for nothing; a
// language whose words cannot be fetched leaves the app in English).
void startLanguage().finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
