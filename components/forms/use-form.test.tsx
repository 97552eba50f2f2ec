import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from '@/lib/schemas/zh-errors';
import { zodResolver } from './lazy-resolver';
import { TextField } from './text-field';
import { useForm } from './use-form';

const schema = z.strictObject({
  name: z.string().min(1, { error: '請輸入姓名' }),
  code: z.string().regex(/^\d{6}$/, { error: '請輸入 6 位數驗證碼' }),
});
type Values = z.input<typeof schema>;

function Form({ onValid }: { onValid(values: Values): void }) {
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', code: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label="表單">
      <TextField label="姓名" error={formState.errors.name?.message} {...register('name')} />
      <TextField label="驗證碼" error={formState.errors.code?.message} {...register('code')} />
      <button type="submit">送出</button>
    </form>
  );
}

describe('useForm', () => {
  it('says nothing while a field is first typed in, checks it when left, then at every change', async () => {
    const user = userEvent.setup();
    render(<Form onValid={jest.fn()} />);
    const code = screen.getByLabelText('驗證碼');

    await user.type(code, '12');
    expect(screen.queryByText('請輸入 6 位數驗證碼')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('請輸入 6 位數驗證碼')).toBeInTheDocument();
    await user.type(code, '3456');
    await waitFor(() => expect(screen.queryByText('請輸入 6 位數驗證碼')).not.toBeInTheDocument());
  });

  it('sends nothing with a field wrong, shows every message and puts the cursor in the first wrong field', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('驗證碼'), '123456');

    await user.click(screen.getByRole('button', { name: '送出' }));

    expect(await screen.findByText('請輸入姓名')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends the checked values once every field passes', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('姓名'), '王小明');
    await user.type(screen.getByLabelText('驗證碼'), '123456');

    await user.click(screen.getByRole('button', { name: '送出' }));

    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: '王小明', code: '123456' }));
  });

  it('keeps what was typed into the page before its script ran', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Prefilled onValid={onValid} />);
    expect(screen.getByLabelText<HTMLInputElement>('姓名').value).toBe('王小明');
    await user.type(screen.getByLabelText('驗證碼'), '123456');

    await user.click(screen.getByRole('button', { name: '送出' }));

    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: '王小明', code: '123456' }));
  });
});

/** A form whose 姓名 input holds text before the form registers it, as after typing ahead of hydration. */
function Prefilled({ onValid }: { onValid(values: Values): void }) {
  const { register, handleSubmit } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', code: '' } });
  const field = register('name');
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <TextField
        label="姓名"
        {...field}
        ref={(element) => {
          if (element && !element.dataset.typed) {
            element.value = '王小明';
            element.dataset.typed = 'yes';
          }
          field.ref(element);
        }}
      />
      <TextField label="驗證碼" {...register('code')} />
      <button type="submit">送出</button>
    </form>
  );
}

describe('useForm, a message of no field', () => {
  // Two rows checked as one list: its message is the form's, as a family's key figures are.
  const rows = z.strictObject({ specs: z.array(z.string().min(1, { error: '請填規格內容' })) });
  type Rows = { first: string; second: string };
  function RowsForm() {
    const { register, handleSubmit, formState } = useForm<Rows>({
      resolver: async (values) => {
        const checked = rows.safeParse({ specs: [values.first, values.second] });
        return { values, errors: checked.success ? {} : ({ specs: { message: checked.error.issues[0].message } } as never) };
      },
      defaultValues: { first: 'x', second: '' },
    });
    const message = (formState.errors as Record<string, { message?: string }>).specs?.message;
    return (
      <form onSubmit={handleSubmit(jest.fn())} noValidate aria-label="規格">
        {message && <p role="alert">{message}</p>}
        <TextField label="規格一" {...register('first')} />
        <TextField label="規格二" {...register('second')} />
        <button type="submit">送出</button>
      </form>
    );
  }

  it('is said on sending, and goes once what was typed mends it', async () => {
    const user = userEvent.setup();
    render(<RowsForm />);
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('請填規格內容');
    await user.type(screen.getByLabelText('規格二'), '4.5 噸');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
