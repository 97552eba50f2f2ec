import { render, screen } from '@testing-library/react';
import { ApiReference } from './api-reference';

const document = {
  paths: {
    '/login/v1': {
      post: {
        operationId: 'login',
        summary: 'Log in',
        description: 'Log in: data { token }',
        'x-auth': 'none',
        parameters: [],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { account: { type: 'string' } } } } } },
        responses: { '200': { description: 'L00001 登入成功' }, '422': { description: 'V00001 資料格式不正確' } },
      },
    },
    '/order/order/v1/{uuid}': {
      get: {
        operationId: 'preorderDetail',
        summary: 'One pre-order',
        description: 'One pre-order: data the pre-order',
        'x-auth': 'member',
        parameters: [{ name: 'uuid', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: { '404': { description: 'N00404 查無資料' } },
      },
    },
  },
};

describe('ApiReference', () => {
  test('lists each operation with its parameters, body and codes', () => {
    render(<ApiReference document={document} />);
    expect(screen.getByRole('heading', { name: 'POST /login/v1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'GET /order/order/v1/{uuid}' })).toBeInTheDocument();
    expect(screen.getByText(/"account"/)).toBeInTheDocument();
    expect(screen.getByText('uuid')).toBeInTheDocument();
    expect(screen.getByText(/L00001 登入成功/)).toBeInTheDocument();
    expect(screen.getByText(/N00404 查無資料/)).toBeInTheDocument();
  });
});
