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
	OptPAB       = ID{familyOption, "pab", 0}
	OptFPB       = ID{familyOption, "fpb", 0}
	OptHPB       = ID{familyOption, "hpb", 0}
	OptZPB       = ID{familyOption, "zpb", 0}
	OptForfeit   = ID{familyOption, "forfeit", 0}
	OptPlayed    = ID{familyOption, "played", 0}
	OptSynthetic = ID{familyOption, "synthetic", 0}
)

// The labels of one question's answers.
var (
	OptByeForfeit      = ID{familyOption, "Q-BYE/forfeit", 0}
	OptBergerYes       = ID{familyOption, "Q-BERGER/yes", 0}
	OptBergerNo        = ID{familyOption, "Q-BERGER/no", 0}
	OptScale1          = ID{familyOption, "Q-SCALE/1-0.5-0", 0}
	OptScale2          = ID{familyOption, "Q-SCALE/2-1-0", 0}
	OptScale3          = ID{familyOption, "Q-SCALE/3-1-0", 0}
	OptScoring310      = ID{familyOption, "Q-SCORING/3-1-0", 0}
	OptScoring210      = ID{familyOption, "Q-SCORING/2-1-0", 0}
	OptScoringHalf     = ID{familyOption, "Q-SCORING/pab-half", 0}
	OptScoringDeclared = ID{familyOption, "Q-SCORING/1-0.5-0", 0}
	OptSPBonusByes     = ID{familyOption, "Q-SP-BONUS/byes", 0}
	OptSPBonusKeep     = ID{familyOption, "Q-SP-BONUS/keep", 0}
	OptTRFByesByes     = ID{familyOption, "Q-TRF-BYES/byes", 0}
	OptTRFByesKeep     = ID{familyOption, "Q-TRF-BYES/keep", 0}
	// OptTable is a table of the input: its line and first row.
	OptTable = ID{familyOption, "Q-TABLE/table", 2}
	// OptSheet is a sheet of a workbook: its number, name and rows.
	OptSheet = ID{familyOption, "Q-SHEET/sheet", 3}
	// OptEvent is an event of a PGN file: its name and number of games.
	OptEvent = ID{familyOption, "Q-EVENT/event", 2}
	// OptNameSplit is a name split in two: the parts as written.
	OptNameSplit = ID{familyOption, "Q-NAME-SPLIT/split", 2}
	// OptSeasonSame is the player of an earlier event a season's player
	// may be: the name, the federation and rating, the event.
	OptSeasonSame = ID{familyOption, "Q-SEASON-MATCH/same", 3}
	OptSeasonNew  = ID{familyOption, "Q-SEASON-MATCH/new", 0}
)

// The effects of the answers to Q-SEASON-MATCH: why the two may be one.
var (
	EffectSeasonFederation = ID{familyEffect, "Q-SEASON-MATCH/federation", 0}
	EffectSeasonRating     = ID{familyEffect, "Q-SEASON-MATCH/rating", 1}
	EffectSeasonSpelling   = ID{familyEffect, "Q-SEASON-MATCH/spelling", 0}
	EffectSeasonSeveral    = ID{familyEffect, "Q-SEASON-MATCH/several", 0}
	EffectSeasonNew        = ID{familyEffect, "Q-SEASON-MATCH/new", 0}
)

// The effects of the answers to Q-BYE.
var (
	EffectByePAB     = ID{familyEffect, "Q-BYE/pab", 0}
	EffectByeFPB     = ID{familyEffect, "Q-BYE/fpb", 0}
	EffectByeForfeit = ID{familyEffect, "Q-BYE/forfeit", 0}
	EffectByeHPB     = ID{familyEffect, "Q-BYE/hpb", 0}
)

// The questions that list what they ask to choose from: Q-TABLE cites the
// number of tables and the list of ValueTable, Q-EVENT the list of
// ValueEvent (Semicolon).
var (
	AskTable = ID{familyAsk, "Q-TABLE", 2}
	AskEvent = ID{familyAsk, "Q-EVENT", 1}
	// ValueTable is a table of the input: its line and first row.
	ValueTable = ID{familyValue, "table", 2}
	// ValueEventOne and ValueEvent are an event of a PGN file: the answer,
	// its name and, for ValueEvent, its number of games.
	ValueEventOne = ID{familyValue, "event/one", 2}
	ValueEvent    = ID{familyValue, "event", 3}
)
