// npm run bench:clones: what each of the project's own copies of a library costs a page, against the library
// itself used the same way. Each case is bundled three times by esbuild (minified, production, React left out
// as every page has it): the code the pages already carry (the baseline), that plus the library, that plus our
// copy. Prints the gzip bytes each adds to the baseline. A measurement, not a test; figures go beside the code.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { root } from '../testing/serve-production.mjs';

const storeBase = `
import { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit';
import { Provider, useDispatch, useSelector } from 'react-redux';
const slice = createSlice({ name: 's', initialState: { n: 0 }, reducers: { add: (s) => { s.n += 1; } } });
export { Provider, useDispatch, useSelector, slice };`;

/** A store as store/api.ts builds it: an injected query and mutation with tags, used through the hooks. */
const storeWith = (createApi) => `${storeBase}
${createApi}
const baseQuery = async (args) => ({ data: args });
const api = createApi({ reducerPath: 'api', tagTypes: ['T'], baseQuery, endpoints: () => ({}) })
  .injectEndpoints({ endpoints: (b) => ({
    one: b.query({ query: (x) => x, providesTags: ['T'] }),
    two: b.mutation({ query: (x) => x, invalidatesTags: ['T'] }),
  }) });
export const store = configureStore({
  reducer: combineReducers({ api: api.reducer, s: slice.reducer }),
  middleware: (defaults) => defaults().concat(api.middleware ?? []),
});
export const { useOneQuery, useLazyOneQuery, useTwoMutation } = api;
export const reset = api.util.resetApiState;
export const upsert = api.util.upsertQueryData;
export const matches = api.endpoints.two.matchFulfilled;`;

/** A form as the login and registration pages use one: register, submit, errors, watch, setError. */
const formWith = (useForm) => `
import { jsx } from 'react/jsx-runtime';
${useForm}
const resolver = async (values) => ({ values, errors: {} });
export function Form({ send }) {
  const form = useForm({ defaultValues: { name: '', agree: false }, resolver, mode: 'onTouched' });
  const agree = form.watch('agree');
  return jsx('form', { onSubmit: form.handleSubmit(async (v) => { try { await send(v); } catch (e) { form.setError('name', { message: String(e) }, { shouldFocus: true }); } }),
    children: [jsx('input', { ...form.register('name') }), jsx('input', { type: 'checkbox', ...form.register('agree') }),
      jsx('p', { children: String(agree) + (form.formState.errors.name?.message ?? '') + form.formState.isSubmitting })] });
}`;

/** A page's button, heading and text: as Chakra's components render them, or as our compiled classes name them. */
const chakraPage = `
import { jsx } from 'react/jsx-runtime';
import { Box, Button, ChakraProvider, Heading, Text } from '@chakra-ui/react';
import { system } from '@/lib/theme/system';
export const Page = () => jsx(ChakraProvider, { value: system, children: jsx(Box, { p: 4, children: [
  jsx(Heading, { size: 'lg', children: 'h' }), jsx(Text, { color: 'fg.muted', children: 't' }),
  jsx(Button, { variant: 'solid', size: 'md', children: 'b' })] }) });`;
const classesPage = `
import { jsx } from 'react/jsx-runtime';
import { cx, recipe } from '@/lib/theme/cx';
export const Page = () => jsx('div', { className: cx('sh-page'), children: [
  jsx('h2', { className: recipe('heading', { size: 'lg' }), children: 'h' }), jsx('p', { className: cx('sh-muted'), children: 't' }),
  jsx('button', { className: recipe('button', { variant: 'solid', size: 'md' }), children: 'b' })] });`;

const CASES = [
  {
    name: 'API cache: RTK Query vs store/query/',
    base: storeBase,
    library: storeWith("import { createApi } from '@reduxjs/toolkit/query/react';"),
    copy: storeWith("import { createApi } from '@/store/query/create-api';"),
  },
  {
    name: 'forms: react-hook-form vs components/forms/use-form.ts',
    base: "import { jsx } from 'react/jsx-runtime'; export const f = jsx;",
    library: formWith("import { useForm } from 'react-hook-form';"),
    copy: formWith("import { useForm } from '@/components/forms/use-form';"),
  },
  {
    name: "styling: Chakra's runtime vs the compiled stylesheet (lib/theme/)",
    base: "import { jsx } from 'react/jsx-runtime'; export const f = jsx;",
    library: chakraPage,
    copy: classesPage,
  },
];

async function gzipOf(contents) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'tsx', sourcefile: 'entry.tsx' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    tsconfig: `${root}/tsconfig.json`,
    logLevel: 'error',
  });
  return gzipSync(result.outputFiles[0].contents).length;
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
console.log('| case | library adds (kB gzip) | our copy adds (kB gzip) | difference |');
console.log('|---|---|---|---|');
for (const { name, base, library, copy } of CASES) {
  const [b, l, c] = [await gzipOf(base), await gzipOf(library), await gzipOf(copy)];
  console.log(`| ${name} | ${kB(l - b)} | ${kB(c - b)} | ${kB(l - c)} |`);
}
