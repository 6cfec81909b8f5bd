/**
 * First names for story problems, mixed the way a Texas classroom is: Hispanic, Anglo, Black,
 * Vietnamese, Chinese, Korean, Japanese, South Asian, Arabic, African, Native American, Pacific and
 * more. Stems repeat the name instead of using he or she, so no name needs a gender.
 */
// A long word list reads best as a block.
// prettier-ignore
export const FIRST_NAMES: readonly string[] = [
  'Sofia', 'Mateo', 'Camila', 'Diego', 'Valeria', 'Santiago', 'Ximena', 'Javier', 'Lupe', 'Marisol',
  'Andres', 'Daniela', 'Luis', 'Rosa', 'Emilio', 'Elena', 'Carlos', 'Paloma', 'Joaquin', 'Itzel',
  'Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Wyatt', 'Hannah', 'Cody', 'Grace', 'Caleb',
  'Aaliyah', 'Jamal', 'Imani', 'DeShawn', 'Keisha', 'Malik', 'Jada', 'Darius', 'Zuri', 'Terrence',
  'Minh', 'Linh', 'Bao', 'Thu', 'Khoa', 'Mai', 'Wei', 'Mei', 'Jun', 'Lian',
  'Ji-woo', 'Min-jun', 'Seo-yeon', 'Haruto', 'Yuki', 'Aiko',
  'Priya', 'Arjun', 'Ananya', 'Rohan', 'Aditi', 'Vikram', 'Zara', 'Ravi',
  'Omar', 'Fatima', 'Yusuf', 'Layla', 'Noor', 'Amir', 'Zainab', 'Tariq',
  'Amara', 'Kwame', 'Chidi', 'Ngozi', 'Abebe', 'Ayo',
  'Aiyana', 'Kai', 'Tala', 'Nizhoni', 'Leilani', 'Koa',
  'Ivan', 'Anya', 'Giovanni', 'Lucia', 'Rafael', 'Ines', 'Tomas', 'Nadia',
];
