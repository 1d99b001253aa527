import { CtaSection } from '../features/landing/cta-section';
import { FaqSection } from '../features/landing/faq-section';
import { FeaturesSection } from '../features/landing/features-section';
import { Hero } from '../features/landing/hero';
import { LandingGenerator } from '../features/landing/landing-generator';
import { PricingSection } from '../features/landing/pricing-section';
import { WhySection } from '../features/landing/why-section';

export function LandingPage() {
  return (
    <>
      <Hero />
      <LandingGenerator />
      <FeaturesSection />
      <PricingSection />
      <WhySection />
      <FaqSection />
      <CtaSection />
    </>
  );
}
