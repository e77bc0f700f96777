import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { wireHttp } from './session/wire-http.ts';
import './styles.css';

// The HTTP client needs the token, the company and the global toasts before the first call.
wireHttp();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
