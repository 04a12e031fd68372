package scan

import "github.com/spareggi/spareggi/internal/msg"

// Asked returns q worded by the message m (internal/msg, family "q."): its
// key and values (Key, Args) and its English (Text) come from the message,
// so that a question's sentence is written once, in the catalogues, and the
// user interfaces render it in their language from Key and Args (as worded
// does for a Diagnostic).
func Asked(q Question, m msg.Message) Question {
	q.Key, q.Args, q.Text = m.Code(), m.Args, m.English()
	return q
}
