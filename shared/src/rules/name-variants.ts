/**
 * Whether two spellings name the same household or person, as a carrier's policy record and a mailing
 * list write them: case, punctuation and spacing aside ("O'Brien", "OBRIEN"), a generational suffix aside
 * ("Smith Jr."), one part of a double surname ("Garcia-Lopez", "Garcia Lopez", "Garcia"), and a given
 * name against its common short forms ("Bob", "Robert"; "J." against "James").
 */

/** Generational and professional suffixes a surname may carry, dropped before comparing. */
const SUFFIXES = new Set(['JR', 'SR', 'II', 'III', 'IV', 'V', 'MD', 'DDS', 'PHD', 'ESQ']);

/**
 * The short forms of common given names, each under its formal name. A short form that belongs to two
 * names (AL: Albert, Alan, Alexander) is kept under the first only: a false match costs more than a miss.
 */
const SHORT_FORMS: Record<string, readonly string[]> = {
  ALBERT: ['AL', 'BERT'],
  ALEXANDER: ['ALEX', 'XANDER', 'SANDY'],
  ANDREW: ['ANDY', 'DREW'],
  ANTHONY: ['TONY'],
  BARBARA: ['BARB', 'BARBIE'],
  BENJAMIN: ['BEN', 'BENNY'],
  CATHERINE: ['CATHY', 'KATE', 'KATIE', 'KATHY', 'KATHERINE', 'KATHRYN'],
  CHARLES: ['CHARLIE', 'CHUCK', 'CHAS'],
  CHRISTOPHER: ['CHRIS', 'KIT'],
  DANIEL: ['DAN', 'DANNY'],
  DAVID: ['DAVE', 'DAVEY'],
  DEBORAH: ['DEB', 'DEBBIE', 'DEBRA'],
  DONALD: ['DON', 'DONNIE'],
  EDWARD: ['ED', 'EDDIE', 'TED', 'NED'],
  ELIZABETH: ['BETH', 'LIZ', 'LIZZIE', 'BETSY', 'BETTY', 'ELIZA'],
  FRANCIS: ['FRANK', 'FRAN'],
  GREGORY: ['GREG'],
  JAMES: ['JIM', 'JIMMY', 'JAMIE'],
  JENNIFER: ['JEN', 'JENNY'],
  JOHN: ['JACK', 'JOHNNY'],
  JONATHAN: ['JON'],
  JOSEPH: ['JOE', 'JOEY'],
  JOSHUA: ['JOSH'],
  KENNETH: ['KEN', 'KENNY'],
  LAWRENCE: ['LARRY'],
  MARGARET: ['MAGGIE', 'MEG', 'PEGGY', 'MARGE'],
  MATTHEW: ['MATT'],
  MICHAEL: ['MIKE', 'MICKEY'],
  NICHOLAS: ['NICK', 'NICKY'],
  PATRICIA: ['PAT', 'PATTY', 'TRISH'],
  PATRICK: ['PADDY'],
  PETER: ['PETE'],
  RICHARD: ['RICK', 'RICH', 'DICK', 'RICKY'],
  ROBERT: ['BOB', 'BOBBY', 'ROB', 'ROBBIE'],
  RONALD: ['RON', 'RONNIE'],
  SAMUEL: ['SAM', 'SAMMY'],
  STEPHEN: ['STEVE', 'STEVEN'],
  SUSAN: ['SUE', 'SUSIE', 'SUZANNE'],
  THOMAS: ['TOM', 'TOMMY'],
  TIMOTHY: ['TIM', 'TIMMY'],
  VICTORIA: ['VICKY', 'TORI'],
  WILLIAM: ['BILL', 'BILLY', 'WILL', 'WILLIE', 'LIAM'],
};

const FORMAL_OF = new Map<string, string>();
for (const [formal, shorts] of Object.entries(SHORT_FORMS)) {
  for (const short of shorts) if (!FORMAL_OF.has(short)) FORMAL_OF.set(short, formal);
}

/** Letters and spaces only, upper case ("O'Brien-Smith" → "OBRIEN SMITH"). */
const letters = (name: string) =>
  name
    .toUpperCase()
    .replace(/['’.]/g, '')
    .replace(/[^A-Z]+/g, ' ')
    .trim();

/** The parts of a surname, its suffix dropped: "Garcia-Lopez Jr." → ["GARCIA", "LOPEZ"]. */
function surnameParts(lastName: string): string[] {
  const words = letters(lastName).split(' ').filter(Boolean);
  while (words.length > 1 && SUFFIXES.has(words.at(-1)!)) words.pop();
  return words;
}

/** One household name: the same surname, or one part of a double surname against the other. */
export function surnamesMatch(a: string, b: string): boolean {
  const partsA = surnameParts(a);
  const partsB = surnameParts(b);
  if (partsA.length === 0 || partsB.length === 0) return false;
  if (partsA.join('') === partsB.join('')) return true;
  return partsA.some((part) => part.length > 1 && partsB.includes(part));
}

/** A given name's formal form ("BOBBY" → "ROBERT"), or the name itself. */
function formalGivenName(firstName: string): string {
  const first = letters(firstName).split(' ')[0] ?? '';
  return FORMAL_OF.get(first) ?? first;
}

/** One person's given name: the same formal form, or an initial against the name it begins. */
export function givenNamesMatch(a: string, b: string): boolean {
  const formalA = formalGivenName(a);
  const formalB = formalGivenName(b);
  if (!formalA || !formalB) return false;
  if (formalA === formalB) return true;
  if (formalA.length === 1 || formalB.length === 1) return formalA[0] === formalB[0];
  return false;
}
