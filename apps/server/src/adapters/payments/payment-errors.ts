/** Raised when a webhook's signature does not verify: the event is not genuine. */
export class WebhookSignatureError extends Error {}

/** Raised when the provider cannot be reached or refuses a call; never carries secrets. */
export class PaymentProviderError extends Error {}
