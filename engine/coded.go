package engine

import (
	"errors"

	"github.com/spareggi/spareggi/internal/msg"
)

// CodedError is an error of the engine worded by a message (internal/msg):
// a declared ID with the values it cites, which user interfaces render in
// their language; Error returns its English.
type CodedError struct {
	msg.Message
}

// Error returns the message in English.
func (e *CodedError) Error() string { return e.English() }

// coded makes the CodedError of the message id citing args.
func coded(id msg.ID, args ...any) *CodedError { return &CodedError{msg.New(id, args...)} }

// Coded makes the CodedError of the message id citing args: the errors of
// the packages over the core (engine/prizes, engine/check …).
func Coded(id msg.ID, args ...any) *CodedError { return coded(id, args...) }

// Usage makes the UsageError of the message id citing args, like Coded.
func Usage(id msg.ID, args ...any) *UsageError { return usage(id, args...) }

// citeErr returns err as a value of a message: its message cited when it
// is coded (worded in the citing message's language), else its text.
func citeErr(err error) string {
	var ce *CodedError
	if errors.As(err, &ce) {
		return ce.Message.Cite()
	}
	return err.Error()
}
