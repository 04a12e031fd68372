package app

// msgEN holds the English messages of the diagnostics with arguments.
var msgEN = map[string]string{
	"code.E-TRF-TRUNCATED":        "The file looks truncated: it stops in the middle of the players' records.",
	"msg.E-TRF-TRUNCATED":         "The file looks truncated: it stops at line %[1]s, column %[2]s, in the row of player %[3]s, which holds %[4]s of %[5]s rounds. Copy or export the whole file again.",
	"msg.E-TRF-TRUNCATED/missing": "The file looks truncated: it stops at line %[1]s, column %[2]s, in the row of player %[3]s, which holds %[4]s of %[5]s rounds; the other rows cite %[6]s more players, whose rows are missing. Copy or export the whole file again.",
}
