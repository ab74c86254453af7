import { CtaSection } from '../components/cta-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { InstallSection } from '../components/install-section';
import { MarketingLayout } from '../components/marketing-layout';
import { TestimonialsSection } from '../components/testimonials-section';

/** The public home page (`/`). */
export function LandingScreen() {
  return (
    <MarketingLayout>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <InstallSection />
      <CtaSection title="Your next video is one script away">
        Join 50,000+ creators who plan, make and grow their channels with Creator OS. Every new account starts
        with 5 free credits.
      </CtaSection>
    </MarketingLayout>
  );
}
