import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import './styles.css';
import './smt.css';
import { App } from './App';
import { BASE_URL } from './base-url';
import { basenameOf, mountOf } from './routing';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

const mount = mountOf(window.location.pathname);
document.documentElement.dataset.mount = mount;

createRoot(root).render(
  <StrictMode>
    <App mount={mount} basename={basenameOf(mount, BASE_URL)} />
  </StrictMode>,
);
