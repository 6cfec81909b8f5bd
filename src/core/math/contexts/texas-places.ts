/** Texas places a child may know or visit, as they read after "at", "in" or "near". */
// A long word list reads best as a block.
// prettier-ignore
export const TEXAS_PLACES: readonly string[] = [
  'Houston', 'El Paso', 'San Antonio', 'the Alamo', 'Big Bend', 'Galveston', 'the State Fair of Texas',
  'Austin', 'Dallas', 'Fort Worth', 'Corpus Christi', 'Lubbock', 'Amarillo', 'Laredo', 'Brownsville',
  'Waco', 'McAllen', 'Abilene', 'Midland', 'Tyler', 'the River Walk', 'South Padre Island',
  'Enchanted Rock', 'Palo Duro Canyon', 'the Guadalupe River', 'the Big Thicket', 'the Gulf Coast',
  'the Hill Country', 'the Rio Grande Valley', 'Port Aransas', 'Nacogdoches', 'Marfa',
];
