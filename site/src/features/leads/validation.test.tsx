import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from './testing.ts';
// Compiled once here, so that each test's fresh copy (below) only has to be evaluated.
import './FreeQuoteForm.tsx';

// Counts the loads of the contract's schemas (and so of zod): the factory runs when the module
// is first imported. Each test starts from a fresh module registry, so with nothing loaded.
let schemaLoads = 0;

beforeEach(() => {
  vi.resetModules();
  schemaLoads = 0;
  vi.doMock('@brightlane/contract/validation', async (importOriginal) => {
    schemaLoads += 1;
    return importOriginal();
  });
});

afterEach(() => {
  vi.doUnmock('@brightlane/contract/validation');
  vi.unstubAllGlobals();
});

async function renderFreeQuoteForm() {
  const { FreeQuoteForm } = await import('./FreeQuoteForm.tsx');
  return render(<FreeQuoteForm />);
}

describe('lead form validation, loaded on demand', () => {
  it('given a rendered form, should not load the schemas until something in it takes focus', async () => {
    stubFetch();
    const user = userEvent.setup();
    await renderFreeQuoteForm();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(schemaLoads).toBe(0);

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await waitFor(() => expect(schemaLoads).toBe(1));
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(schemaLoads).toBe(1);
  });

  it('given an empty FreeQuoteForm submitted before anything had focus, should load the schemas and show every message', async () => {
    const fetchMock = stubFetch();
    await renderFreeQuoteForm();
    expect(schemaLoads).toBe(0);

    fireEvent.submit(screen.getByRole('form', { name: 'Free quote request' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a project type')).toBeInTheDocument();
    expect(screen.getByText('Please select your industry')).toBeInTheDocument();
    expect(screen.getByText('Please select project scope')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(schemaLoads).toBe(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
