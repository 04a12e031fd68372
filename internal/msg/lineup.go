package msg

// The TRF reader's messages about the team records (docs/formats.md
// §5.11): the line-ups of record 300, the teammates paired with each
// other, and the records of unknown type.
var (
	ReaderLineupRound  = ID{familyReader, "W-TRF-FIELD/lineup-round", 2}
	ReaderLineupTeam   = ID{familyReader, "W-TRF-FIELD/lineup-team", 1}
	ReaderLineupOpp    = ID{familyReader, "W-TRF-FIELD/lineup-opp", 1}
	ReaderLineupBlank  = ID{familyReader, "W-TRF-FIELD/lineup-blank", 2}
	ReaderLineupBoard  = ID{familyReader, "W-TRF-FIELD/lineup-board", 4}
	ReaderLineupTwice  = ID{familyReader, "W-TRF-DUPLICATE/lineup", 3}
	ReaderLineupNoTeam = ID{familyReader, "W-TEAM-LINEUP/unknown", 1}
	ReaderLineupBye    = ID{familyReader, "W-TEAM-LINEUP/bye", 3}
	// ReaderLineupAbout is a line-up's team and round and what is wrong
	// with it, one of the ValueLineup messages (cited).
	ReaderLineupAbout = ID{familyReader, "W-TEAM-LINEUP/about", 3}

	ReaderTeammates = ID{familyReader, "E-TEAM-TEAMMATES/pair", 4}

	ReaderUnknownRecordsOne      = ID{familyReader, "I-TRF-UNKNOWN-RECORDS/one", 0}
	ReaderUnknownRecordsOneCodes = ID{familyReader, "I-TRF-UNKNOWN-RECORDS/one-codes", 1}
	ReaderUnknownRecords         = ID{familyReader, "I-TRF-UNKNOWN-RECORDS/n", 1}
	ReaderUnknownRecordsCodes    = ID{familyReader, "I-TRF-UNKNOWN-RECORDS/n-codes", 2}
)

// What ReaderLineupAbout says is wrong with a line-up.
var (
	ValueLineupOpp       = ID{familyValue, "lineup-opp", 3}
	ValueLineupBoards    = ID{familyValue, "lineup-boards", 3}
	ValueLineupTwice     = ID{familyValue, "lineup-twice", 3}
	ValueLineupNotPlayer = ID{familyValue, "lineup-not-player", 2}
	ValueLineupNoTeam    = ID{familyValue, "lineup-no-team", 2}
	ValueLineupOtherTeam = ID{familyValue, "lineup-other-team", 3}
	ValueLineupNotPlayed = ID{familyValue, "lineup-not-played", 5}
	ValueLineupOpponent  = ID{familyValue, "lineup-opponent", 5}
	ValueLineupUnlisted  = ID{familyValue, "lineup-unlisted", 2}
	// ValueNoRecord stands for a round a player's row does not have.
	ValueNoRecord = ID{familyValue, "no-record", 0}
	// ValueNoTeam and ValueTeam name a player's team, or its lack.
	ValueNoTeam = ID{familyValue, "no-team", 0}
	ValueTeam   = ID{familyValue, "team", 1}
)

// ReaderTooManyErrors ends the errors of a reader that found more than it
// reports: the number not reported; ReaderTooManyErrorsOne, one.
var (
	ReaderTooManyErrors    = ID{familyReader, "E-TOO-MANY-ERRORS/n", 1}
	ReaderTooManyErrorsOne = ID{familyReader, "E-TOO-MANY-ERRORS/one", 0}
)
