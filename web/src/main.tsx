import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { showCutTextOnHover } from '@mes/client';
import './i18n';
import './styles.css';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');
// a value cut to fit its box shows whole as a tooltip (issue 33, defect 6)
showCutTextOnHover();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
