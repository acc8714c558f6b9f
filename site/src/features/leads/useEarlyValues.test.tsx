// A pre-rendered form that a visitor filled in before hydration: the values reach the state.
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { Form, RadioCardGroup, Select, TextField, useForm } from '@brightlane/ui';
import { useEarlyValues } from './useEarlyValues.ts';

interface Values {
  name: string;
  size: string;
  kind: string;
}

function Probe({ onValues }: { onValues: (values: Values) => void }) {
  const form = useForm<Values>({
    initialValues: { name: '', size: '', kind: '' },
    onSubmit: () => {},
  });
  const ref = useEarlyValues(form);
  onValues(form.values);
  return (
    <Form {...form.formProps} ref={ref}>
      <TextField label="Name" {...form.field('name')} />
      <Select
        label="Size"
        placeholder="Choose"
        options={[
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ]}
        {...form.field('size')}
      />
      <RadioCardGroup
        label="Kind"
        options={[
          { value: 'shop', title: 'Shop' },
          { value: 'site', title: 'Site' },
        ]}
        {...form.valueField('kind')}
      />
    </Form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function hydrate(fill: (container: HTMLElement) => void) {
  let values: Values | undefined;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe onValues={() => {}} />);
  document.body.appendChild(container);
  fill(container);
  await act(async () => {
    root = hydrateRoot(container, <Probe onValues={(next) => (values = next)} />);
  });
  return { container, values: () => values };
}

describe('useEarlyValues', () => {
  it('given fields filled in before hydration, should take their values into the state and keep them on screen', async () => {
    const { container, values } = await hydrate((container) => {
      container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Early Bird';
      container.querySelector<HTMLSelectElement>('select[name="size"]')!.value = 'large';
      container.querySelector<HTMLInputElement>('input[name="kind"][value="site"]')!.checked = true;
    });
    expect(values()).toEqual({ name: 'Early Bird', size: 'large', kind: 'site' });
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe(
      'Early Bird',
    );
  });

  it('given untouched fields, should leave the state as it was', async () => {
    const { values } = await hydrate(() => {});
    expect(values()).toEqual({ name: '', size: '', kind: '' });
  });
});
