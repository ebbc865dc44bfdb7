import { defineBoard } from '@quadrille/board';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

// Importing @quadrille/board defines nothing: define <quadrille-board> once, before React renders it.
defineBoard();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
