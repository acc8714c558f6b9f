import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ThemeProvider, dataPro } from '@brightlane/ui';
import './overrides.css';
import { themeOptions } from './themeOptions.js';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <ThemeProvider theme={dataPro} {...themeOptions}>
      <Button>Open dashboard</Button>
    </ThemeProvider>
  </StrictMode>,
);
