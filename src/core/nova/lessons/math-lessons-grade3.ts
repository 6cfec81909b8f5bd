import type { SkillLesson } from './lesson-types';

/** Nova's lessons for the tested grade 3 math SEs, in catalogue order (every example checked by hand). */
export const MATH_LESSONS_GRADE_3: readonly SkillLesson[] = [
  {
    code: '3.2A',
    subject: 'math',
    bigIdea:
      'Every digit has a place that tells its value. You can break a number into the values of its digits.',
    steps: [
      'Read the number one digit at a time, from left to right.',
      'Name the place of each digit: ten thousands, thousands, hundreds, tens or ones.',
      'Write the value of each digit, then join the values with + signs.',
    ],
    example: {
      problem: 'Write 42,375 in expanded notation.',
      solution: '42,375 = 40,000 + 2,000 + 300 + 70 + 5. Each part is the value of one digit.',
    },
    tip: 'A zero holds a place: 30,508 has 0 thousands and 0 tens, so skip them in expanded form but keep them in the number.',
  },
  {
    code: '3.2B',
    subject: 'math',
    bigIdea:
      'Each place is worth 10 times the place to its right. Ten ones make a ten, and ten tens make a hundred.',
    steps: [
      'Start at the ones place and move one place to the left.',
      'Each move to the left makes the value 10 times as big.',
      'Use this to trade: 10 of one place make 1 of the next place.',
    ],
    example: {
      problem: 'How many hundreds are in 3,000?',
      solution: '1 thousand is 10 hundreds, so 3 thousands are 30 hundreds. There are 30 hundreds in 3,000.',
    },
    tip: 'The pattern keeps going: 10 hundreds make 1 thousand, and 10 thousands make 1 ten thousand.',
  },
  {
    code: '3.2C',
    subject: 'math',
    bigIdea:
      'To round, find the two tens or hundreds a number sits between. Then pick the one it is closer to.',
    steps: [
      'Find the tens or hundreds just below and just above the number.',
      'Mark the halfway point between them on a number line.',
      'At or past halfway, round up. Before halfway, round down.',
    ],
    example: {
      problem: 'Round 347 to the nearest hundred.',
      solution:
        '347 is between 300 and 400. The halfway point is 350. 347 is less than 350, so 347 rounds to 300.',
    },
    tip: 'A number right at the halfway point, like 350, rounds up to 400.',
  },
  {
    code: '3.2D',
    subject: 'math',
    bigIdea:
      'To compare numbers, look at the digits in the same place, starting on the left. The first place that is different tells which is greater.',
    steps: [
      'Line up the numbers by place value.',
      'Compare the digits from left to right.',
      'At the first place that is different, the bigger digit means the bigger number.',
      'Write > for greater than, < for less than or = for equal.',
    ],
    example: {
      problem: 'Compare 45,281 and 45,812. Use >, < or =.',
      solution:
        'Both have 4 ten thousands and 5 thousands. In the hundreds place, 2 < 8. So 45,281 < 45,812.',
    },
    tip: 'The open side of > or < always faces the bigger number.',
  },
  {
    code: '3.3A',
    subject: 'math',
    bigIdea:
      'A fraction names equal parts of a whole. The bottom number tells how many equal parts; the top number tells how many you count.',
    steps: [
      'Split the whole into equal parts. The denominator tells how many.',
      'Shade or count the parts you need. The numerator tells how many.',
      'Check that every part is the same size.',
    ],
    example: {
      problem: 'A fraction strip is cut into 6 equal parts. 4 parts are shaded. What fraction is shaded?',
      solution:
        'There are 6 equal parts, so the denominator is 6. 4 parts are shaded, so the numerator is 4. The shaded part is 4/6.',
    },
    tip: 'The parts must be equal in size, or you cannot name them with a fraction.',
  },
  {
    code: '3.3B',
    subject: 'math',
    bigIdea: 'A number line from 0 to 1 can be split into equal spaces. Each mark on it names a fraction.',
    steps: [
      'Count the equal spaces between 0 and 1. That is the denominator.',
      'Count the spaces from 0 to the point. That is the numerator.',
      'Write the fraction: spaces to the point over spaces in all.',
    ],
    example: {
      problem:
        'A number line from 0 to 1 has 4 equal spaces. Point P is on the 3rd mark after 0. What fraction names point P?',
      solution: 'There are 4 equal spaces, so each space is 1/4. P is 3 spaces from 0, so P is at 3/4.',
    },
    tip: 'Count spaces, not tick marks: 4 equal spaces have 5 marks when you count 0 and 1.',
  },
  {
    code: '3.3C',
    subject: 'math',
    bigIdea: 'A unit fraction has 1 on top, like 1/4. It names one of the equal parts of a whole.',
    steps: [
      'Look at the denominator to see how many equal parts make the whole.',
      'One of those parts is the unit fraction: 1 over that number.',
    ],
    example: {
      problem: 'A pizza is cut into 8 equal slices. What fraction of the pizza is one slice?',
      solution:
        'The whole pizza has 8 equal parts. One slice is 1 of the 8 parts, so it is 1/8 of the pizza.',
    },
    tip: 'The more equal parts you cut, the smaller each part is, so 1/8 is smaller than 1/2.',
  },
  {
    code: '3.3D',
    subject: 'math',
    bigIdea: 'Every fraction is made of unit fractions. 3/4 is three pieces that are each 1/4.',
    steps: [
      'Use the denominator to find the unit fraction, like 1/4.',
      'The numerator tells how many unit fractions to add.',
      'Write them as a sum: 1/4 + 1/4 + 1/4 = 3/4.',
    ],
    example: {
      problem: 'Write 5/6 as a sum of unit fractions.',
      solution: 'The unit fraction is 1/6. 5/6 has 5 of them, so 5/6 = 1/6 + 1/6 + 1/6 + 1/6 + 1/6.',
    },
    tip: 'When you add unit fractions, the denominator stays the same; you only count the pieces on top.',
  },
  {
    code: '3.3E',
    subject: 'math',
    bigIdea:
      'A fair share means everyone gets the same amount. Sometimes each share is a fraction of a whole.',
    steps: [
      'Draw the wholes you are sharing.',
      'Cut each whole into as many equal parts as there are people.',
      'Give each person one part from each whole, then count their parts.',
    ],
    example: {
      problem: '4 friends share 3 small pizzas equally. How much pizza does each friend get?',
      solution:
        'Cut each pizza into 4 equal parts. Each friend gets 1 part from each pizza. That is 3 parts of 1/4, so each friend gets 3/4 of a pizza.',
    },
    tip: 'Count the people first: that tells you how many equal parts to cut each whole into.',
  },
  {
    code: '3.3F',
    subject: 'math',
    bigIdea:
      'Equivalent fractions name the same amount with different numbers. 1/2 and 2/4 are the same size.',
    steps: [
      'Draw two fraction strips that are the same size.',
      'Shade the first fraction on one strip.',
      'Cut the other strip into different equal parts and shade the same amount.',
      'Name the new fraction. It is equivalent to the first one.',
    ],
    example: {
      problem: 'Use fraction strips to find a fraction in eighths that is equal to 3/4.',
      solution: 'Cut each fourth in half. Then 3 fourths become 6 eighths. So 3/4 = 6/8.',
    },
    tip: 'The wholes must be the same size: half of a big pizza is not the same as half of a small one.',
  },
  {
    code: '3.3G',
    subject: 'math',
    bigIdea:
      'Two fractions are equivalent when they land on the same point of a number line, or cover the same part of the same whole.',
    steps: [
      'Draw two number lines from 0 to 1 that are the same length.',
      'Mark one fraction on each line.',
      'If the two points line up, the fractions are equivalent.',
    ],
    example: {
      problem: 'Are 2/6 and 1/3 equivalent? Use number lines.',
      solution:
        'Split one line into 6 equal parts and mark 2/6. Split the other into 3 equal parts and mark 1/3. The points line up, so 2/6 = 1/3.',
    },
    tip: 'Look at the amount, not the numbers: 2/6 uses bigger numbers than 1/3, but they are the same amount.',
  },
  {
    code: '3.3H',
    subject: 'math',
    bigIdea: 'With the same denominator, more parts is more. With the same numerator, bigger parts is more.',
    steps: [
      'Check if the denominators are the same, or the numerators.',
      'Same denominator: the bigger numerator is the bigger fraction.',
      'Same numerator: the smaller denominator means bigger parts, so that fraction is bigger.',
      'Write >, < or = and check with a picture.',
    ],
    example: {
      problem: 'Compare 3/4 and 3/8. Use >, < or =.',
      solution:
        'Both fractions have 3 parts. Fourths are bigger parts than eighths, because the whole is cut into fewer pieces. So 3/4 > 3/8.',
    },
    tip: 'A bigger denominator means smaller parts, so 1/8 is less than 1/4 even though 8 is more than 4.',
  },
  {
    code: '3.4A',
    subject: 'math',
    bigIdea:
      'Add to join amounts, and subtract to take away or find a difference. Line up the places and regroup when needed.',
    steps: [
      'Read the problem. Decide if you add or subtract, and if there are one or two steps.',
      'Line up the ones, tens and hundreds.',
      'Add or subtract each place, starting with the ones. Regroup if you need to.',
      'Check that your answer makes sense.',
    ],
    example: {
      problem:
        'A school library has 458 books. It gets 275 new books, then gives 120 old books away. How many books does it have now?',
      solution: 'First add: 458 + 275 = 733. Then subtract: 733 − 120 = 613. The library has 613 books now.',
    },
    tip: 'Check a subtraction with addition: 613 + 120 = 733, so the answer is right.',
  },
  {
    code: '3.4B',
    subject: 'math',
    bigIdea:
      'An estimate is a close answer that is quick to find. Round the numbers first, then add or subtract.',
    steps: [
      'Round each number to the nearest ten or hundred.',
      'Add or subtract the rounded numbers.',
      'Use the estimate to check if an exact answer makes sense.',
    ],
    example: {
      problem: 'Estimate 382 + 215 by rounding to the nearest hundred.',
      solution: '382 rounds to 400, and 215 rounds to 200. 400 + 200 = 600, so the sum is about 600.',
    },
    tip: 'Compatible numbers are easy to add in your head, like 250 + 750, so you can use them instead of rounding.',
  },
  {
    code: '3.4C',
    subject: 'math',
    bigIdea:
      'To find how much money there is, add the values of all the bills and coins. Start with the biggest.',
    steps: [
      'Sort the money from the greatest value to the least value.',
      'Count the bills first, then the quarters, dimes, nickels and pennies.',
      'Write the total with a dollar sign and a decimal point.',
    ],
    example: {
      problem: 'Maya has one $5 bill, two $1 bills, 3 quarters and 2 dimes. How much money does she have?',
      solution: 'The bills make $5 + $2 = $7. The coins make 75¢ + 20¢ = 95¢. Maya has $7.95 in all.',
    },
    tip: 'Know the coin values: a quarter is 25¢, a dime is 10¢, a nickel is 5¢ and a penny is 1¢.',
  },
  {
    code: '3.4D',
    subject: 'math',
    bigIdea:
      'Equal groups have the same number in each group. Multiply the number of groups by the number in each group.',
    steps: [
      'Count how many groups or rows there are.',
      'Count how many are in each group or row.',
      'Multiply: groups × number in each group = total.',
    ],
    example: {
      problem: 'Chairs are set up in 6 rows with 7 chairs in each row. How many chairs are there?',
      solution: 'There are 6 rows of 7 chairs. 6 × 7 = 42, so there are 42 chairs.',
    },
    tip: 'Turning an array does not change the total: 6 rows of 7 and 7 rows of 6 both make 42.',
  },
  {
    code: '3.4E',
    subject: 'math',
    bigIdea:
      'You can show a multiplication fact in many ways. Equal groups, arrays, number line jumps and skip counting all give the same product.',
    steps: [
      'Read the fact, like 4 × 3, as 4 groups of 3.',
      'Show it: draw groups, an array or jumps on a number line.',
      'Skip count or add to find the total.',
    ],
    example: {
      problem: 'Show 4 × 3 with jumps on a number line.',
      solution: 'Start at 0 and make 4 jumps of 3: 3, 6, 9, 12. You land on 12, so 4 × 3 = 12.',
    },
    tip: 'Repeated addition shows the same fact: 4 × 3 is 3 + 3 + 3 + 3.',
  },
  {
    code: '3.4F',
    subject: 'math',
    bigIdea:
      'Knowing the facts to 10 × 10 helps you solve problems fast. Every multiplication fact has matching division facts.',
    steps: [
      'A fact family uses 3 numbers that go together, like 6, 8 and 48.',
      'Write the multiplication facts: 6 × 8 = 48 and 8 × 6 = 48.',
      'Write the division facts: 48 ÷ 6 = 8 and 48 ÷ 8 = 6.',
    ],
    example: {
      problem: 'You know that 7 × 9 = 63. What is 63 ÷ 7?',
      solution: '7 × 9 = 63 and 63 ÷ 7 = 9 are in the same fact family. So 63 ÷ 7 = 9.',
    },
    tip: 'Use a fact you know to find one you forgot: 6 × 8 is 5 × 8 plus one more 8, so 40 + 8 = 48.',
  },
  {
    code: '3.4G',
    subject: 'math',
    bigIdea: 'To multiply a 2-digit number, break it into tens and ones. Multiply each part, then add.',
    steps: [
      'Break the 2-digit number into tens and ones.',
      'Multiply the tens by the 1-digit number.',
      'Multiply the ones by the 1-digit number.',
      'Add the two products.',
    ],
    example: {
      problem: 'What is 24 × 3?',
      solution: '24 = 20 + 4. 20 × 3 = 60 and 4 × 3 = 12. 60 + 12 = 72, so 24 × 3 = 72.',
    },
    tip: 'The 2 in 24 means 20, so multiply 20 × 3 = 60, not 2 × 3.',
  },
  {
    code: '3.4H',
    subject: 'math',
    bigIdea:
      'When you share equally, each group gets the same amount. Division tells how many are in each group.',
    steps: [
      'Find the total and the number of groups.',
      'Share the items one at a time into the groups, or use a fact you know.',
      'Count how many are in one group.',
    ],
    example: {
      problem: '24 stickers are shared equally by 4 children. How many stickers does each child get?',
      solution: '24 ÷ 4 = 6, because 4 × 6 = 24. Each child gets 6 stickers.',
    },
    tip: 'Check by multiplying: the number of groups × the number in each group should equal the total.',
  },
  {
    code: '3.4I',
    subject: 'math',
    bigIdea:
      'An even number splits into 2 equal groups with none left over. An odd number always has 1 left over.',
    steps: [
      'Look at the ones digit.',
      'If it is 0, 2, 4, 6 or 8, the number is even.',
      'If it is 1, 3, 5, 7 or 9, the number is odd.',
    ],
    example: {
      problem: 'Is 358 even or odd?',
      solution: 'The ones digit is 8, which is even. So 358 is even. It splits into 2 equal groups of 179.',
    },
    tip: 'Only the ones digit matters: 4,687 starts with an even digit, but it ends in 7, so it is odd.',
  },
  {
    code: '3.4J',
    subject: 'math',
    bigIdea:
      'Division and multiplication are linked. To divide, look for the missing factor in a multiplication fact.',
    steps: [
      'Read the division, like 56 ÷ 8.',
      'Turn it into a multiplication question: 8 × ? = 56.',
      'Find the missing factor. That number is the quotient.',
    ],
    example: {
      problem: 'What is 56 ÷ 8?',
      solution: 'Think: 8 × ? = 56. Since 8 × 7 = 56, the missing factor is 7. So 56 ÷ 8 = 7.',
    },
    tip: 'The better you know your multiplication facts, the easier division gets.',
  },
  {
    code: '3.4K',
    subject: 'math',
    bigIdea:
      'Some word problems need you to multiply or divide, and some need two steps. Read carefully to choose.',
    steps: [
      'Find what the question asks.',
      'Joining equal groups means multiply. Sharing or splitting into groups means divide.',
      'Solve one step at a time.',
      'Check that the answer makes sense.',
    ],
    example: {
      problem:
        'A teacher has 4 boxes with 6 crayons in each box. She shares all the crayons equally among 3 tables. How many crayons does each table get?',
      solution: 'First multiply: 4 × 6 = 24 crayons. Then divide: 24 ÷ 3 = 8. Each table gets 8 crayons.',
    },
    tip: 'In a two-step problem, the answer to the first step is a number you use in the second step.',
  },
  {
    code: '3.5A',
    subject: 'math',
    bigIdea:
      'A picture, strip diagram, number line or equation can show an add or subtract problem. It helps you see what to do.',
    steps: [
      'Find the numbers you know and the number you need.',
      'Draw a strip diagram or number line to show how they fit.',
      'Write an equation with a ? for the unknown.',
      'Solve and check.',
    ],
    example: {
      problem:
        'Leo had some stamps. He got 145 more, and now he has 312. How many stamps did he have at first?',
      solution:
        'The whole strip is 312, with parts ? and 145. The equation is ? + 145 = 312. 312 − 145 = 167, so Leo had 167 stamps.',
    },
    tip: 'In a strip diagram the long bar is the whole; to find a missing part, subtract the part you know.',
  },
  {
    code: '3.5B',
    subject: 'math',
    bigIdea:
      'Arrays, strip diagrams and equations can show multiply and divide problems. A good model shows the groups and the total.',
    steps: [
      'Find the total, the number of groups and the size of each group.',
      'Draw a strip diagram with one box for each equal group.',
      'Write an equation with a letter for the unknown, then solve.',
    ],
    example: {
      problem: 'Kim puts 32 apples into bags. Each bag holds 4 apples. How many bags does she fill?',
      solution:
        'Split a strip of 32 into parts of 4. The equation is 32 ÷ 4 = b. Since 4 × 8 = 32, b = 8. Kim fills 8 bags.',
    },
    tip: 'If you know the total and the size of each group, divide to find the number of groups.',
  },
  {
    code: '3.5C',
    subject: 'math',
    bigIdea:
      'Multiplying can compare two amounts. "4 times as many" means 4 groups the size of the smaller amount.',
    steps: [
      'Find the smaller amount.',
      'Find how many times as many.',
      'Multiply the smaller amount by that number.',
    ],
    example: {
      problem: 'Jada has 5 shells. Omar has 4 times as many shells as Jada. How many shells does Omar have?',
      solution: '4 times as many as 5 is 4 × 5. 4 × 5 = 20, so Omar has 20 shells.',
    },
    tip: '"Times as many" means multiply, not add: 4 times as many as 5 is 20, not 9.',
  },
  {
    code: '3.5D',
    subject: 'math',
    bigIdea:
      'An equation can have a missing number. Use a related multiplication or division fact to find it.',
    steps: [
      'Find the missing number in the equation.',
      'Think of a related fact from the same fact family.',
      'Solve, then put your number back in to check.',
    ],
    example: {
      problem: 'Find the missing number: 6 × ? = 54.',
      solution: 'Think 54 ÷ 6 = ?. Since 6 × 9 = 54, the missing number is 9.',
    },
    tip: 'For ? ÷ 4 = 7, multiply: 4 × 7 = 28, so the missing number is 28.',
  },
  {
    code: '3.5E',
    subject: 'math',
    bigIdea:
      'A table can show how two numbers are linked. Find the rule that changes one number into the other.',
    steps: [
      'Look at each pair of numbers in the table.',
      'Find a rule that works for every pair, like "add 4" or "times 3."',
      'Use the rule to find missing numbers.',
      'Say the rule in words.',
    ],
    example: {
      problem:
        'A table shows bikes and wheels: 1 bike has 2 wheels, 2 bikes have 4 wheels and 3 bikes have 6 wheels. How many wheels do 7 bikes have?',
      solution:
        'Each bike has 2 wheels, so the rule is "bikes × 2 = wheels." 7 × 2 = 14, so 7 bikes have 14 wheels.',
    },
    tip: 'Test your rule on every pair in the table, not just the first one.',
  },
  {
    code: '3.6A',
    subject: 'math',
    bigIdea:
      'Shapes can be sorted by their attributes. Flat shapes have sides and vertices; solid shapes have faces, edges and vertices.',
    steps: [
      'Decide if the shape is flat (2-D) or solid (3-D).',
      'For a 2-D shape, count the sides and vertices and look at the angles.',
      'For a 3-D shape, count the faces, edges and vertices.',
      'Group shapes that share the same attributes.',
    ],
    example: {
      problem: 'How many faces, edges and vertices does a cube have?',
      solution: 'A cube has 6 square faces, 12 edges and 8 vertices.',
    },
    tip: 'Cones, cylinders and spheres have curved surfaces and can roll, but cubes and prisms have only flat faces.',
  },
  {
    code: '3.6B',
    subject: 'math',
    bigIdea:
      'A quadrilateral is a flat shape with 4 straight sides. Squares, rectangles, rhombuses, parallelograms and trapezoids are all quadrilaterals.',
    steps: [
      'Count the sides. 4 straight sides means a quadrilateral.',
      'Look for parallel sides, equal sides and right angles.',
      'Use the clues to name it: a rectangle has 4 right angles, and a rhombus has 4 equal sides.',
    ],
    example: {
      problem: 'Is a square a rectangle? Explain.',
      solution:
        'Yes. A rectangle is a quadrilateral with 4 right angles. A square has 4 right angles too, so it is a special rectangle with 4 equal sides.',
    },
    tip: 'A shape can have more than one name: every square is also a rectangle, a rhombus and a quadrilateral.',
  },
  {
    code: '3.6C',
    subject: 'math',
    bigIdea:
      'Area is the number of square units that cover a flat shape. For a rectangle, multiply rows by squares in a row.',
    steps: [
      'Find the length and the width of the rectangle.',
      'Think of rows of unit squares.',
      'Multiply: length × width = area.',
      'Write the answer in square units.',
    ],
    example: {
      problem: 'A rug is 5 feet long and 3 feet wide. What is its area?',
      solution: 'The rug is 3 rows of 5 squares. 5 × 3 = 15, so its area is 15 square feet.',
    },
    tip: 'Area is in square units, like square feet; do not mix it up with perimeter, the distance around.',
  },
  {
    code: '3.6D',
    subject: 'math',
    bigIdea: 'Some shapes are made of rectangles. Split the shape into rectangles, find each area, then add.',
    steps: [
      'Draw a line that splits the shape into two rectangles.',
      'Find the area of each rectangle.',
      'Add the two areas to get the total.',
    ],
    example: {
      problem:
        'An L-shaped garden splits into two rectangles. One is 4 meters by 3 meters. The other is 2 meters by 5 meters. What is the total area?',
      solution:
        '4 × 3 = 12 square meters and 2 × 5 = 10 square meters. 12 + 10 = 22, so the area is 22 square meters.',
    },
    tip: 'Make sure your rectangles do not overlap, so you never count a square twice.',
  },
  {
    code: '3.6E',
    subject: 'math',
    bigIdea:
      'When a shape is split into equal parts, each part is a unit fraction of the whole. Equal parts can look different but have the same area.',
    steps: [
      'Count how many equal parts the whole is split into.',
      'Check that each part has the same area, for example by counting squares.',
      'Name each part as 1 over the number of parts.',
    ],
    example: {
      problem:
        'A square made of 16 small squares is cut into 4 parts. Each part has 4 small squares. What fraction of the whole is each part?',
      solution:
        'There are 4 parts, and each has the same area of 4 small squares. So each part is 1/4 of the square.',
    },
    tip: 'Equal parts do not have to be the same shape, as long as they cover the same area.',
  },
  {
    code: '3.7A',
    subject: 'math',
    bigIdea: 'A fraction can be a distance from 0 on a number line. 3/4 means 3 jumps of 1/4, starting at 0.',
    steps: [
      'Split the space from 0 to 1 into equal parts: 2 for halves, 4 for fourths or 8 for eighths.',
      'Start at 0.',
      'Make one jump for each part in the numerator.',
    ],
    example: {
      problem: 'A snail crawls 5/8 of a meter along a straight line. Show on a number line where it stops.',
      solution:
        'Split 0 to 1 into 8 equal parts. Start at 0 and make 5 jumps of 1/8. The snail stops at 5/8, just past 4/8, the halfway point.',
    },
    tip: 'Always start counting jumps at 0, not at the first tick mark.',
  },
  {
    code: '3.7B',
    subject: 'math',
    bigIdea: 'Perimeter is the distance all the way around a shape. Add the lengths of all the sides.',
    steps: [
      'Find the length of every side.',
      'Add all the side lengths.',
      'If one side is missing, subtract the sides you know from the perimeter.',
    ],
    example: {
      problem: 'A rectangle is 8 inches long and 5 inches wide. What is its perimeter?',
      solution: 'The sides are 8, 5, 8 and 5 inches. 8 + 5 + 8 + 5 = 26, so the perimeter is 26 inches.',
    },
    tip: 'A rectangle has 4 sides, so add both lengths and both widths, even if only two sides are labeled.',
  },
  {
    code: '3.7C',
    subject: 'math',
    bigIdea:
      'You can add or subtract minutes to find when something ends or how long it takes. A number line helps.',
    steps: [
      'Find the start time and the minutes to add or subtract.',
      'On a number line, jump to the next hour first.',
      'Then add the rest of the minutes.',
    ],
    example: {
      problem: 'Soccer practice starts at 3:40 p.m. and lasts 35 minutes. What time does it end?',
      solution:
        'From 3:40 to 4:00 is 20 minutes. 35 − 20 = 15 minutes are left. 15 minutes after 4:00 is 4:15 p.m.',
    },
    tip: 'An hour has 60 minutes, not 100, so 3:60 is really 4:00.',
  },
  {
    code: '3.7D',
    subject: 'math',
    bigIdea: 'Liquid volume tells how much a container holds. Weight tells how heavy something is.',
    steps: [
      'Ask: do I want to know how much it holds, or how heavy it is?',
      'How much it holds: use liquid volume, like cups, gallons or liters.',
      'How heavy it is: use weight, like ounces or pounds.',
    ],
    example: {
      problem: 'What should you measure: how much juice a pitcher holds, or how heavy a bag of apples is?',
      solution:
        'For the juice in a pitcher, measure liquid volume, like cups or liters. For a bag of apples, measure weight, like pounds.',
    },
    tip: 'Liquids you pour are usually measured by volume, and solid things you lift are usually measured by weight.',
  },
  {
    code: '3.7E',
    subject: 'math',
    bigIdea:
      'Pick a tool and a unit that fit what you measure. Use a measuring cup for liquids and a scale for weight.',
    steps: [
      'Choose the tool: a measuring cup or jug for liquid, a scale for weight.',
      'Choose a unit that fits the size: small things get small units.',
      'Read the tool carefully and write the number with its unit.',
    ],
    example: {
      problem:
        'Which unit is best for the weight of a pencil: ounces or pounds? For the water in a bathtub: cups or gallons?',
      solution: 'A pencil is very light, so use ounces. A bathtub holds a lot of water, so use gallons.',
    },
    tip: 'Use big units for big amounts and small units for small amounts, and always write the unit after the number.',
  },
  {
    code: '3.8A',
    subject: 'math',
    bigIdea:
      'Tables and graphs organize data so it is easy to read. The scale tells how much each picture or line stands for.',
    steps: [
      'Count each group of data and record it in a frequency table.',
      'Choose a graph: a dot plot, pictograph or bar graph.',
      'Pick a scale, like each picture stands for 2 votes.',
      'Add a title and labels.',
    ],
    example: {
      problem:
        'In a pictograph, each ★ stands for 2 votes. Pizza got 8 votes. How many stars do you draw for pizza?',
      solution: 'Each star means 2 votes. 8 ÷ 2 = 4, so draw 4 stars for pizza.',
    },
    tip: 'Read the key first: if each picture stands for 2, then half a picture stands for 1.',
  },
  {
    code: '3.8B',
    subject: 'math',
    bigIdea:
      'Graphs give you numbers to use in problems. Read the data carefully, then add, subtract or compare.',
    steps: [
      'Read the title, the labels and the scale.',
      'Find the numbers you need on the graph.',
      'Add, subtract or compare to answer the question.',
    ],
    example: {
      problem:
        'A bar graph shows that 12 students like soccer and 7 like swimming. How many more like soccer?',
      solution: 'Subtract to compare: 12 − 7 = 5. 5 more students like soccer than swimming.',
    },
    tip: '"How many more" means subtract, and "how many in all" means add.',
  },
  {
    code: '3.9A',
    subject: 'math',
    bigIdea:
      'Income is money people earn for their work. Skills and learning help people do work and earn income.',
    steps: [
      'Think about the work someone does.',
      'Name the skills they use to do that work.',
      'Connect the work to the money they earn.',
    ],
    example: {
      problem:
        'Lina walks dogs for her neighbors. She earns $3 for each dog. She walks 4 dogs on Saturday. How much does she earn?',
      solution: '4 × $3 = $12. Lina earns $12 of income for her work.',
    },
    tip: 'Learning new skills can help people get jobs that pay more income.',
  },
  {
    code: '3.9B',
    subject: 'math',
    bigIdea:
      'When something is scarce, there is not much of it, and its price often goes up. When there is plenty, the price often goes down.',
    steps: [
      'Ask: is there a lot of this item, or only a little?',
      'If many people want it and there is only a little, the price often goes up.',
      'If there is plenty of it, the price often goes down.',
    ],
    example: {
      problem:
        'A freeze hurts many orange trees. Last month a bag of oranges cost $4. What will likely happen to the price?',
      solution: 'Now oranges are scarce, so the price will likely go up to more than $4 a bag.',
    },
    tip: 'Scarce means hard to find, and plentiful means easy to find.',
  },
  {
    code: '3.9D',
    subject: 'math',
    bigIdea:
      'Credit means borrowing money now and paying it back later. The lender usually charges extra money called interest.',
    steps: [
      'A person borrows money from a lender, like a bank.',
      'The person promises to pay the money back.',
      'They pay back the amount they borrowed plus interest.',
    ],
    example: {
      problem:
        'Ms. Reyes borrows $100 from a bank. She must pay $5 of interest. How much does she pay back in all?',
      solution: '$100 + $5 = $105. She pays back $105, which is more than she borrowed.',
    },
    tip: 'Borrowing costs money, because you pay back more than you borrowed.',
  },
  {
    code: '3.9E',
    subject: 'math',
    bigIdea:
      'Saving means keeping money to use later. A savings plan helps you reach a goal, like a new bike or college.',
    steps: [
      'Choose a goal and find its cost.',
      'Decide how much to save each week.',
      'Keep saving until you reach the goal.',
    ],
    example: {
      problem: 'Rosa wants a game that costs $30. She saves $5 each week. How many weeks will it take?',
      solution: 'Skip count by 5: $5, $10, $15, $20, $25, $30. That is 6 weeks, and 6 × $5 = $30.',
    },
    tip: 'Saving a little each week adds up, and it helps you pay for things without borrowing.',
  },
];
