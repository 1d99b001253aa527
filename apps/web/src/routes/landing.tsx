import { CtaSection } from '../features/landing/cta-section';
import { FaqSection } from '../features/landing/faq-section';
import { FeaturesSection } from '../features/landing/features-section';
import { Hero } from '../features/landing/hero';
import { LandingGenerator } from '../features/landing/landing-generator';
import { PricingSection } from '../features/landing/pricing-section';
import { WhySection } from '../features/landing/why-section';
import { useSellsPlans } from '../lib/public-config';

export function LandingPage() {
  // A server that sells nothing shows no prices (docs/DESIGN.md "Plans").
  const sellsPlans = useSellsPlans();
  return (
    <>
      <Hero />
      <LandingGenerator />
      <FeaturesSection />
      {sellsPlans && <PricingSection />}
      <WhySection />
      <FaqSection sellsPlans={sellsPlans} />
      <CtaSection />
    </>
  );
}
