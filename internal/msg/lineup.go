package msg

// The TRF reader's messages about the team records (docs/formats.md
// §5.11): the line-ups of record 300, the teammates paired with each
// other, and the records of unknown type.
var (
	ReaderLineupRound  = declare(familyReader, "W-TRF-FIELD/lineup-round", 2)
	ReaderLineupTeam   = declare(familyReader, "W-TRF-FIELD/lineup-team", 1)
	ReaderLineupOpp    = declare(familyReader, "W-TRF-FIELD/lineup-opp", 1)
	ReaderLineupBlank  = declare(familyReader, "W-TRF-FIELD/lineup-blank", 2)
	ReaderLineupBoard  = declare(familyReader, "W-TRF-FIELD/lineup-board", 4)
	ReaderLineupTwice  = declare(familyReader, "W-TRF-DUPLICATE/lineup", 3)
	ReaderLineupNoTeam = declare(familyReader, "W-TEAM-LINEUP/unknown", 1)
	ReaderLineupBye    = declare(familyReader, "W-TEAM-LINEUP/bye", 3)
	// ReaderLineupAbout is a line-up's team and round and what is wrong
	// with it, one of the ValueLineup messages (cited).
	ReaderLineupAbout = declare(familyReader, "W-TEAM-LINEUP/about", 3)

	ReaderTeammates = declare(familyReader, "E-TEAM-TEAMMATES/pair", 4)

	ReaderUnknownRecordsOne      = declare(familyReader, "I-TRF-UNKNOWN-RECORDS/one", 0)
	ReaderUnknownRecordsOneCodes = declare(familyReader, "I-TRF-UNKNOWN-RECORDS/one-codes", 1)
	ReaderUnknownRecords         = declare(familyReader, "I-TRF-UNKNOWN-RECORDS/n", 1)
	ReaderUnknownRecordsCodes    = declare(familyReader, "I-TRF-UNKNOWN-RECORDS/n-codes", 2)
)

// What ReaderLineupAbout says is wrong with a line-up.
var (
	ValueLineupOpp       = declare(familyValue, "lineup-opp", 3)
	ValueLineupBoards    = declare(familyValue, "lineup-boards", 3)
	ValueLineupTwice     = declare(familyValue, "lineup-twice", 3)
	ValueLineupNotPlayer = declare(familyValue, "lineup-not-player", 2)
	ValueLineupNoTeam    = declare(familyValue, "lineup-no-team", 2)
	ValueLineupOtherTeam = declare(familyValue, "lineup-other-team", 3)
	ValueLineupNotPlayed = declare(familyValue, "lineup-not-played", 5)
	ValueLineupOpponent  = declare(familyValue, "lineup-opponent", 5)
	ValueLineupUnlisted  = declare(familyValue, "lineup-unlisted", 2)
	// ValueNoRecord stands for a round a player's row does not have.
	ValueNoRecord = declare(familyValue, "no-record", 0)
	// ValueNoTeam and ValueTeam name a player's team, or its lack.
	ValueNoTeam = declare(familyValue, "no-team", 0)
	ValueTeam   = declare(familyValue, "team", 1)
)

// ReaderTooManyErrors ends the errors of a reader that found more than it
// reports: the number not reported.
var ReaderTooManyErrors = declare(familyReader, "E-TOO-MANY-ERRORS/n", 1)
