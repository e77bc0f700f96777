import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { keepLastSession } from './session/last-session.ts';
import { wireHttp } from './session/wire-http.ts';
import './styles.css';

// The HTTP client needs the token, the company and the global toasts before the first call.
wireHttp();
// A start with no signal resumes the last session that started online (session/establish.ts).
keepLastSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
