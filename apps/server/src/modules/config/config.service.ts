import { hasImageModel } from '../../adapters/images/image-generator';
import type { AppContext } from '../../context';
import { configuredProviders } from '../auth/oauth-providers';
import { mayVisitorsTry } from '../auth/sign-up-policy';
import { canPointDomains, dnsTargetOf } from '../domains/domain-dns';
import { isNetlifyConfigured } from '../netlify/netlify.service';
import type { PublicConfig } from './config.schemas';

/** The operator's settings the web app needs at run time, so changing them needs no rebuild. */
export function getPublicConfig(ctx: AppContext): PublicConfig {
  const { config } = ctx;
  return {
    recaptchaSiteKey: config.RECAPTCHA_SITE_KEY?.trim() || null,
    contactEmail: config.CONTACT_EMAIL ?? null,
    socialProviders: configuredProviders(config).map((p) => p.id),
    payments: ctx.payments?.kind ?? 'off',
    images: hasImageModel(config) ? 'model' : 'artwork',
    languageModel: ctx.languageModel !== null,
    imageModel: hasImageModel(config),
    hosting: {
      builtIn: true,
      netlify: isNetlifyConfigured(ctx),
      ownDomains: canPointDomains(dnsTargetOf(config)),
    },
    stockPhotos: ctx.stockPhotos?.id ?? null,
    registration: ctx.config.REGISTRATION,
    visitorDrafts: mayVisitorsTry(ctx.config),
  };
}
