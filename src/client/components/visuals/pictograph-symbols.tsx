import {
  Apple,
  Backpack,
  Bike,
  Bird,
  Book,
  Bug,
  Bus,
  CakeSlice,
  Car,
  Carrot,
  Cat,
  Cherry,
  Circle,
  Cloud,
  Cookie,
  Dog,
  Fish,
  Flag,
  Flower2,
  Gift,
  Heart,
  IceCreamCone,
  Leaf,
  Medal,
  Music,
  Pencil,
  Pizza,
  Rabbit,
  Rocket,
  Shell,
  Shirt,
  Smile,
  Snowflake,
  Square,
  Star,
  Sun,
  Ticket,
  TreePine,
  Trophy,
  Turtle,
  type LucideIcon,
} from 'lucide-react';

/** The words a pictograph's `symbol` may use, and the picture each one draws. */
const ICONS: Record<string, LucideIcon> = {
  apple: Apple,
  backpack: Backpack,
  ball: Circle,
  bike: Bike,
  bicycle: Bike,
  bird: Bird,
  book: Book,
  bug: Bug,
  bus: Bus,
  cake: CakeSlice,
  car: Car,
  carrot: Carrot,
  cat: Cat,
  cherry: Cherry,
  circle: Circle,
  cloud: Cloud,
  cookie: Cookie,
  dog: Dog,
  face: Smile,
  fish: Fish,
  flag: Flag,
  flower: Flower2,
  gift: Gift,
  heart: Heart,
  'ice cream': IceCreamCone,
  leaf: Leaf,
  medal: Medal,
  music: Music,
  note: Music,
  pencil: Pencil,
  person: Smile,
  pizza: Pizza,
  rabbit: Rabbit,
  rain: Cloud,
  rocket: Rocket,
  shell: Shell,
  shirt: Shirt,
  smile: Smile,
  'smiley face': Smile,
  snowflake: Snowflake,
  square: Square,
  star: Star,
  student: Smile,
  sun: Sun,
  ticket: Ticket,
  tree: TreePine,
  trophy: Trophy,
  turtle: Turtle,
};

/** The icon for a symbol word ("stars", "Book", "smiley face"); a plain circle when there is none. */
export function symbolIcon(word: string): LucideIcon {
  const key = word.trim().toLowerCase();
  return ICONS[key] ?? ICONS[key.replace(/ies$/, 'y')] ?? ICONS[key.replace(/e?s$/, '')] ?? Circle;
}

interface PictographSymbolProps {
  icon: LucideIcon;
  x: number;
  y: number;
  size: number;
  /** 1 for a whole symbol; less draws only that much of it, from the left (half a star for half). */
  portion?: number;
  clipId?: string;
}

/** One symbol, tinted with a dark outline; part of a symbol is the same symbol cut off on the right. */
export function PictographSymbol({ icon: Icon, x, y, size, portion = 1, clipId }: PictographSymbolProps) {
  const drawn = (
    <Icon
      x={x}
      y={y}
      width={size}
      height={size}
      strokeWidth={2.25}
      absoluteStrokeWidth={false}
      className="fill-sun-300 stroke-brand-900"
    />
  );
  if (portion >= 1 || !clipId) return drawn;
  return (
    <g>
      <defs>
        <clipPath id={clipId}>
          <rect x={x - 2} y={y - 2} width={size * portion + 2} height={size + 4} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>{drawn}</g>
    </g>
  );
}
