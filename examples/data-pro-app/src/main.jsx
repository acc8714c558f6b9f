import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Modal, TextField, ThemeProvider, dataPro } from '@brightlane/ui';
import './overrides.css';
import { themeOptions } from './themeOptions.js';

function RequestAccess() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  return (
    <main style={{ maxWidth: 420, margin: '64px auto', padding: 16 }}>
      <h1 style={{ fontSize: 28, margin: '0 0 8px' }}>Data Pro</h1>
      <p style={{ margin: '0 0 24px', color: 'var(--bl-color-text-muted)' }}>
        Dashboards for your numbers. Leave your e-mail and we will send you an invitation.
      </p>
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          setSent(true);
        }}
      >
        <TextField
          label="Work e-mail"
          type="email"
          name="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div style={{ marginTop: 16 }}>
          <Button type="submit">Request access</Button>
        </div>
      </form>
      <Modal open={sent} onOpenChange={setSent} title="Request sent" description={email}>
        We will write to you within two working days.
      </Modal>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <ThemeProvider theme={dataPro} {...themeOptions}>
      <RequestAccess />
    </ThemeProvider>
  </StrictMode>,
);
