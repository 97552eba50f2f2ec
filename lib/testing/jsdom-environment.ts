import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

// Node's own fetch and what it is built on, which jsdom leaves out, so MSW intercepts the fetch the screens call.
const NODE_GLOBALS = {
  fetch,
  Request,
  Response,
  Headers,
  FormData,
  ReadableStream,
  WritableStream,
  TransformStream,
  TextEncoder,
  TextDecoder,
  BroadcastChannel,
};

/** jsdom for Jest with Node's fetch, resolving packages as Node does (msw/node has no browser build). */
export default class JsdomEnvironment extends TestEnvironment {
  customExportConditions = ['node', 'node-addons'];

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    Object.assign(this.global, NODE_GLOBALS);
  }
}
