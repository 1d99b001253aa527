import {
  Briefcase,
  Car,
  Dumbbell,
  Globe,
  HeartPulse,
  Scissors,
  ShoppingBag,
  UtensilsCrossed,
  Wrench,
} from 'lucide-react';
import type { Cover, CoverTheme } from './cover';

const ART: Record<CoverTheme, { gradient: string; Icon: typeof Globe }> = {
  food: { gradient: 'from-orange-400 to-rose-500', Icon: UtensilsCrossed },
  health: { gradient: 'from-sky-400 to-teal-500', Icon: HeartPulse },
  fitness: { gradient: 'from-lime-400 to-emerald-600', Icon: Dumbbell },
  beauty: { gradient: 'from-pink-400 to-fuchsia-600', Icon: Scissors },
  trades: { gradient: 'from-amber-400 to-orange-600', Icon: Wrench },
  retail: { gradient: 'from-violet-400 to-purple-600', Icon: ShoppingBag },
  professional: { gradient: 'from-slate-500 to-slate-800', Icon: Briefcase },
  auto: { gradient: 'from-zinc-400 to-red-600', Icon: Car },
  default: { gradient: 'from-indigo-400 to-blue-600', Icon: Globe },
};

/** The card's cover: the site's own image, or artwork for its kind of business. */
export function CoverArt({ cover }: { cover: Cover }) {
  if (cover.kind === 'image') {
    return <img src={cover.url} alt="" loading="lazy" className="h-40 w-full object-cover" />;
  }
  const { gradient, Icon } = ART[cover.theme];
  return (
    <div
      className={`flex h-40 w-full items-center justify-center bg-gradient-to-br ${gradient}`}
      data-cover={cover.theme}
    >
      <Icon className="size-12 text-white/90" aria-hidden />
    </div>
  );
}
