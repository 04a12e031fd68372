package msg

// The answers of the readers' questions (docs/formats.md §13): each
// option's label (family "opt.") and, where the page says what choosing it
// does, its effect (family "effect."). The readers give an option its
// messages; the page, the command-line tool and the JS API render them.
var (
	familyOption = &family{"opt."}
	familyEffect = &family{"effect."}
)

// The labels shared by several questions, named by the answer.
var (
	OptPAB       = declare(familyOption, "pab", 0)
	OptFPB       = declare(familyOption, "fpb", 0)
	OptHPB       = declare(familyOption, "hpb", 0)
	OptZPB       = declare(familyOption, "zpb", 0)
	OptForfeit   = declare(familyOption, "forfeit", 0)
	OptPlayed    = declare(familyOption, "played", 0)
	OptSynthetic = declare(familyOption, "synthetic", 0)
)

// The labels of one question's answers.
var (
	OptByeForfeit      = declare(familyOption, "Q-BYE/forfeit", 0)
	OptBergerYes       = declare(familyOption, "Q-BERGER/yes", 0)
	OptBergerNo        = declare(familyOption, "Q-BERGER/no", 0)
	OptScale1          = declare(familyOption, "Q-SCALE/1-0.5-0", 0)
	OptScale2          = declare(familyOption, "Q-SCALE/2-1-0", 0)
	OptScale3          = declare(familyOption, "Q-SCALE/3-1-0", 0)
	OptScoring310      = declare(familyOption, "Q-SCORING/3-1-0", 0)
	OptScoring210      = declare(familyOption, "Q-SCORING/2-1-0", 0)
	OptScoringHalf     = declare(familyOption, "Q-SCORING/pab-half", 0)
	OptScoringDeclared = declare(familyOption, "Q-SCORING/1-0.5-0", 0)
	OptSPBonusByes     = declare(familyOption, "Q-SP-BONUS/byes", 0)
	OptSPBonusKeep     = declare(familyOption, "Q-SP-BONUS/keep", 0)
	// OptTable is a table of the input: its line and first row.
	OptTable = declare(familyOption, "Q-TABLE/table", 2)
	// OptSheet is a sheet of a workbook: its number, name and rows.
	OptSheet = declare(familyOption, "Q-SHEET/sheet", 3)
	// OptEvent is an event of a PGN file: its name and number of games.
	OptEvent = declare(familyOption, "Q-EVENT/event", 2)
	// OptNameSplit is a name split in two: the parts as written.
	OptNameSplit = declare(familyOption, "Q-NAME-SPLIT/split", 2)
)

// The effects of the answers to Q-BYE.
var (
	EffectByePAB     = declare(familyEffect, "Q-BYE/pab", 0)
	EffectByeFPB     = declare(familyEffect, "Q-BYE/fpb", 0)
	EffectByeForfeit = declare(familyEffect, "Q-BYE/forfeit", 0)
	EffectByeHPB     = declare(familyEffect, "Q-BYE/hpb", 0)
)

// The questions that list what they ask to choose from: Q-TABLE cites the
// number of tables and the list of ValueTable, Q-EVENT the list of
// ValueEvent (Semicolon).
var (
	AskTable = declare(familyAsk, "Q-TABLE", 2)
	AskEvent = declare(familyAsk, "Q-EVENT", 1)
	// ValueTable is a table of the input: its line and first row.
	ValueTable = declare(familyValue, "table", 2)
	// ValueEventOne and ValueEvent are an event of a PGN file: the answer,
	// its name and, for ValueEvent, its number of games.
	ValueEventOne = declare(familyValue, "event/one", 2)
	ValueEvent    = declare(familyValue, "event", 3)
)
