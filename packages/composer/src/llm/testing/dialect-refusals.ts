import type { ChatRequest, Dialect, Override } from './dialect-types';

/** A request the dialect refuses, as it answers it: a wrong key, a temperature, streaming, a schema. */
export function refuse(
  req: ChatRequest,
  dialect: Dialect,
  key: string | undefined,
  auth?: string,
): Override | undefined {
  if (key && auth !== `Bearer ${key}`) {
    return {
      kind: 'status',
      status: 401,
      body: {
        error: {
          message: 'Incorrect API key provided.',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    };
  }
  if (dialect === 'openai-reasoning' && req.temperature !== undefined && req.temperature !== 1) {
    return {
      kind: 'status',
      status: 400,
      body: {
        error: {
          message: `Unsupported value: 'temperature' does not support ${req.temperature} with this model. Only the default (1) value is supported.`,
          type: 'invalid_request_error',
          param: 'temperature',
          code: 'unsupported_value',
        },
      },
    };
  }
  if (dialect === 'openai-unverified' && req.stream) {
    return {
      kind: 'status',
      status: 400,
      body: {
        error: {
          message:
            'Your organization must be verified to stream this model. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization.',
          type: 'invalid_request_error',
          param: 'stream',
          code: 'unsupported_value',
        },
      },
    };
  }
  if (dialect === 'llamacpp-old' && req.response_format?.type === 'json_schema') {
    return {
      kind: 'status',
      status: 500,
      body: {
        error: {
          code: 500,
          message: 'response_format type must be one of "text" or "json_object", but got: json_schema',
          type: 'server_error',
        },
      },
    };
  }
  return undefined;
}

/** A chat naming a model the server does not have, as each dialect answers it. */
export function missingModel(
  req: ChatRequest,
  dialect: Dialect,
  models: string[] | undefined,
): Override | undefined {
  if (!models || dialect.startsWith('llamacpp') || models.includes(req.model ?? '')) return undefined;
  const message = dialect.startsWith('ollama')
    ? `model "${req.model}" not found, try pulling it first`
    : `The model \`${req.model}\` does not exist or you do not have access to it.`;
  return {
    kind: 'status',
    status: 404,
    body: { error: { message, type: 'invalid_request_error', param: null, code: 'model_not_found' } },
  };
}
