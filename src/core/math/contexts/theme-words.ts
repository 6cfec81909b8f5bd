import type { StoryTheme } from '../../items/story-themes';

/** A noun in both forms, so templates never build plurals by adding "s". */
export interface Noun {
  one: string;
  many: string;
}

const noun = (one: string, many = `${one}s`): Noun => ({ one, many });

/** A flat rectangle and the length units that suit its size: a poster in inches, a stage in yards. */
export interface RectangleNoun extends Noun {
  size: 'inches' | 'feet' | 'large';
}

const flat = (one: string, size: RectangleNoun['size']): RectangleNoun => ({ ...noun(one), size });

/**
 * Words each theme lends to a story. Settings carry their own preposition and open a sentence once
 * capitalised ("At the space center in Houston, …"). Keep words short and plain: stems must read at
 * or below the student's grade.
 */
export interface ThemeWords {
  settings: readonly string[];
  /** Small things to count, collect or sell. */
  things: readonly Noun[];
  /** Containers for equal groups: "in each box", "Each bag has 6". */
  groups: readonly Noun[];
  /** Flat rectangles to find the area or perimeter of. */
  rectangles: readonly RectangleNoun[];
  /** Wholes that can be cut into equal pieces, for fractions: "1/2 of a pizza". */
  wholes: readonly Noun[];
}

export const THEME_WORDS: Record<StoryTheme, ThemeWords> = {
  space: {
    settings: [
      'at the space center in Houston',
      'at a star party in Big Bend',
      'at space camp',
      'at the science museum in Fort Worth',
    ],
    things: [
      noun('moon rock'),
      noun('star sticker'),
      noun('rocket card'),
      noun('planet badge'),
      noun('space patch', 'space patches'),
    ],
    groups: [noun('box', 'boxes'), noun('bag'), noun('case'), noun('kit')],
    rectangles: [flat('space mural', 'feet'), flat('launch pad', 'large'), flat('star chart', 'inches')],
    wholes: [noun('star map'), noun('space poster'), noun('moon cake')],
  },
  animals: {
    settings: [
      'at the zoo in San Antonio',
      'at an animal shelter in Austin',
      'on a farm near Waco',
      'at the aquarium in Corpus Christi',
    ],
    things: [
      noun('fish food pack'),
      noun('dog treat'),
      noun('bird seed bag'),
      noun('horse shoe'),
      noun('feather'),
    ],
    groups: [noun('pen'), noun('cage'), noun('tank'), noun('bucket')],
    rectangles: [flat('goat pen', 'large'), flat('dog run', 'large'), flat('fish pond', 'feet')],
    wholes: [noun('hay bale'), noun('carrot cake'), noun('sandwich', 'sandwiches')],
  },
  sports: {
    settings: [
      'at a soccer game in Dallas',
      'at the track meet in Lubbock',
      'at a baseball game in Houston',
      'at the swim meet in El Paso',
    ],
    things: [
      noun('soccer ball'),
      noun('trading card'),
      noun('water bottle'),
      noun('team shirt'),
      noun('medal'),
    ],
    groups: [noun('bin'), noun('bag'), noun('box', 'boxes'), noun('bucket')],
    rectangles: [flat('exercise mat', 'feet'), flat('team banner', 'feet'), flat('trading card', 'inches')],
    wholes: [noun('team banner'), noun('granola bar'), noun('pizza')],
  },
  food: {
    settings: [
      'at the State Fair of Texas',
      'at a taco truck in Laredo',
      'at a bakery in Fort Worth',
      'at the farmers market in McAllen',
    ],
    things: [noun('taco'), noun('tamale'), noun('peach', 'peaches'), noun('kolache'), noun('pecan')],
    groups: [noun('box', 'boxes'), noun('bowl'), noun('basket'), noun('bag')],
    rectangles: [flat('garden bed', 'feet'), flat('picnic blanket', 'feet'), flat('baking pan', 'inches')],
    wholes: [noun('pizza'), noun('pan of cornbread', 'pans of cornbread'), noun('tortilla'), noun('pie')],
  },
  music: {
    settings: [
      'at a concert in Austin',
      'in the school band room',
      'at a mariachi show in San Antonio',
      'at a choir show in Tyler',
    ],
    things: [noun('guitar pick'), noun('drum stick'), noun('song sheet'), noun('ticket'), noun('music book')],
    groups: [noun('case'), noun('box', 'boxes'), noun('bag'), noun('crate')],
    rectangles: [flat('stage', 'large'), flat('dance floor', 'large'), flat('concert poster', 'inches')],
    wholes: [noun('ribbon'), noun('banner'), noun('poster')],
  },
  'texas-places': {
    settings: [
      'at the Alamo',
      'in Galveston',
      'at Big Bend',
      'on the River Walk',
      'at Palo Duro Canyon',
      'at Enchanted Rock',
      'on South Padre Island',
      'in El Paso',
      'at the State Fair of Texas',
    ],
    things: [noun('postcard'), noun('sea shell'), noun('trail map'), noun('bluebonnet'), noun('photo')],
    groups: [noun('box', 'boxes'), noun('bag'), noun('basket'), noun('bucket')],
    rectangles: [flat('park map', 'inches'), flat('flag', 'feet'), flat('patio', 'large')],
    wholes: [noun('pecan pie'), noun('paper map'), noun('peach cobbler')],
  },
  nature: {
    settings: [
      'by the Guadalupe River',
      'at a state park near Tyler',
      'in the Big Thicket',
      'in the Hill Country',
      'on the Gulf Coast',
    ],
    things: [noun('acorn'), noun('leaf', 'leaves'), noun('rock'), noun('pine cone'), noun('seed')],
    groups: [noun('jar'), noun('bucket'), noun('pot'), noun('bag')],
    rectangles: [flat('garden', 'large'), flat('flower bed', 'feet'), flat('tent floor', 'feet')],
    wholes: [noun('rope'), noun('log'), noun('trail map')],
  },
  school: {
    settings: [
      'in the school library',
      'in the art room',
      'in the school garden',
      'on a class trip to Abilene',
    ],
    things: [noun('pencil'), noun('crayon'), noun('book'), noun('sticker'), noun('marker')],
    groups: [noun('box', 'boxes'), noun('bag'), noun('pack'), noun('cup')],
    rectangles: [flat('bulletin board', 'feet'), flat('classroom rug', 'feet'), flat('art poster', 'inches')],
    wholes: [noun('poster board'), noun('paper strip'), noun('sheet cake')],
  },
};
