import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { showCutTextOnHover } from '@mes/client';
import './i18n';
import './styles.css';
import './smt.css';
import { App } from './App';
import { BASE_URL } from './base-url';
import { basenameOf, mountOf } from './routing';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');
// a value cut to fit its box shows whole as a tooltip (issue 33, defect 6)
showCutTextOnHover();

const mount = mountOf(window.location.pathname);
document.documentElement.dataset.mount = mount;

createRoot(root).render(
  <StrictMode>
    <App mount={mount} basename={basenameOf(mount, BASE_URL)} />
  </StrictMode>,
);
