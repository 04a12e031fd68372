package formats

import "github.com/spareggi/spareggi/internal/msg"

// asked returns q worded by the message m (internal/msg), as worded does
// for a Diagnostic: its key and values (Key, Args) and its English (Text)
// come from the message, so that the question is written once, in the
// catalogues.
func asked(q Question, m msg.Message) Question {
	q.Key, q.Args, q.Text = m.Code(), m.Args, m.English()
	return q
}
